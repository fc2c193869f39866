import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { initI18n } from '@crescendo/i18n';

/** Renders `ui` with the platform's i18next in French, as a portal shows it. */
export function renderInFrench(ui: ReactElement) {
  initI18n('fr', [initReactI18next]);
  return render(ui);
}
