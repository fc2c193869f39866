// The journeys' browser is the benchmarks' (libs/testing): one set of flags.
export { chromiumArgs, chromiumPath, launchChromium } from '@crescendo/testing/chromium';
