// The front ends' tests (jsdom) wait for what React renders after an answer of the fake API. Testing Library
// waits 1 s by default; two jest workers on two loaded cores have taken longer than that to render a page
// whose every answer had come (CI, 'Uniformes' tab). Ten seconds, as for every other wait of the harness.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}
