import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';

/** Renders `ui` with the platform's i18next in French, as a portal shows it. */
export function renderInFrench(ui: ReactElement) {
  initPreloadedI18n('fr', [initReactI18next]);
  return render(ui);
}
