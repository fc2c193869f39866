import { componentStyles } from './component-styles.js';
import { tokens } from './tokens.js';

const css = `${tokens}${componentStyles}`;

/**
 * The kit's tokens and component styles. React 19 hoists a `<style>` with `href` and `precedence`
 * into the document head once, however many apps (shell, portals) render it.
 */
export function UiStyles() {
  return (
    <style href="crescendo-ui" precedence="default">
      {css}
    </style>
  );
}
