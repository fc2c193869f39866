import { useTranslation } from 'react-i18next';
import { describeError } from '@crescendo/i18n/server-errors';
import { withToasts } from '@crescendo/web-kit';

/** The catalogues whose changes say `inventory:<kind>.added`, `.changed`, `.removed` and their failures. */
export type CatalogueKind = 'instruments' | 'scores' | 'uniforms';

export interface CatalogueChanges<Input> {
  add: (input: Input) => Promise<unknown>;
  update: (id: string, body: Input) => Promise<unknown>;
  remove?: (id: string) => Promise<unknown>;
}

/**
 * The 'Ajouter', 'Modifier' and 'Supprimer' of a catalogue tab with their toasts: `save` and `change(id)` reject
 * after the toast, for the dialog to show the server's words; `confirmRemove(id)` adds the server's reason to
 * its failure toast and settles.
 */
export function useCatalogueChanges<Input>(kind: CatalogueKind, changes: CatalogueChanges<Input>) {
  const { t, i18n } = useTranslation(['translation', 'inventory']);
  return {
    save: (input: Input) =>
      withToasts(changes.add(input), t(`inventory:${kind}.added`), t(`inventory:${kind}.addFailed`)),
    change: (id: string) => (body: Input) =>
      withToasts(
        changes.update(id, body),
        t(`inventory:${kind}.changed`),
        t(`inventory:${kind}.changeFailed`),
      ),
    confirmRemove: (id: string) => {
      // The instruments' tab deletes none (and its catalogue has no words for it).
      if (kind === 'instruments' || !changes.remove) return;
      void withToasts(
        changes.remove(id),
        t(`inventory:${kind}.removed`),
        (error) => `${t(`inventory:${kind}.removeFailed`)} ${describeError(error, i18n)}`,
      ).catch(() => undefined);
    },
  };
}
