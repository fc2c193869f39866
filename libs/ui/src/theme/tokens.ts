/**
 * Design tokens as CSS custom properties. Colours are chosen for a WCAG AA contrast of at least 4.5:1
 * for text on its background (white text on primary, success and danger included).
 */
export const tokens = `
:root {
  --cr-font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  --cr-font-size: 1rem;
  --cr-line-height: 1.5;
  --cr-color-bg: #f8fafc;
  --cr-color-surface: #ffffff;
  --cr-color-text: #1f2937;
  --cr-color-muted: #4b5563;
  --cr-color-border: #cbd5e1;
  --cr-color-primary: #4338ca;
  --cr-color-primary-hover: #3730a3;
  --cr-color-on-primary: #ffffff;
  --cr-color-primary-soft: #eef2ff;
  --cr-color-success: #15803d;
  --cr-color-success-soft: #dcfce7;
  --cr-color-danger: #b91c1c;
  --cr-color-danger-hover: #991b1b;
  --cr-color-danger-soft: #fee2e2;
  --cr-color-info-soft: #e0f2fe;
  --cr-color-overlay: rgb(15 23 42 / 55%);
  --cr-focus-ring: 0 0 0 3px #a5b4fc;
  --cr-radius: 8px;
  --cr-radius-small: 4px;
  --cr-shadow: 0 8px 24px rgb(15 23 42 / 18%);
  --cr-space-1: 4px;
  --cr-space-2: 8px;
  --cr-space-3: 12px;
  --cr-space-4: 16px;
  --cr-space-6: 24px;
  --cr-space-8: 32px;
  --cr-sidebar-width: 248px;
  --cr-toast-gap: 8px;
}
`;
