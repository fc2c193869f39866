/** The Pratique tab's styles: phone first (390 px), touch targets of 44 px, no horizontal scroll of the page. */
export const practiceStyles = `
.practice-tab { display: flex; flex-direction: column; gap: var(--cr-space-8); }
.practice-tab h3 { margin: 0 0 var(--cr-space-3); font-size: 1.25rem; }
.practice-muted { color: var(--cr-color-muted); margin: 0 0 var(--cr-space-2); }
.practice-touch { min-height: 44px; min-width: 44px; }
.practice-section-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--cr-space-3);
  margin-bottom: var(--cr-space-3); }
.practice-section-head h3 { margin: 0; }
.practice-pending { border: 1px dashed var(--cr-color-border); border-radius: var(--cr-radius); padding: var(--cr-space-3);
  margin-bottom: var(--cr-space-4); }
.practice-pending h4 { margin: 0 0 var(--cr-space-2); }
.practice-pending__hint { color: var(--cr-color-muted); margin: 0 0 var(--cr-space-2); }
.practice-pending ul { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--cr-space-2); }
.practice-pending li { display: flex; flex-wrap: wrap; gap: var(--cr-space-2) var(--cr-space-3); }
.practice-pending__content { flex: 1 1 12rem; min-width: 0; overflow-wrap: anywhere; }
.practice-pending__status { font-weight: 600; }

.practice-assignments { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--cr-space-3);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr)); }
.practice-assignment { display: flex; flex-direction: column; align-items: flex-start; gap: var(--cr-space-2);
  padding: var(--cr-space-4); background: var(--cr-color-surface); border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius); }
.practice-assignment__head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: var(--cr-space-2); width: 100%; }
.practice-assignment__head h4 { margin: 0; font-size: 1.0625rem; overflow-wrap: anywhere; }
.practice-assignment__description { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
.practice-status { display: inline-block; padding: 2px var(--cr-space-2); border-radius: var(--cr-radius-small); font-size: 0.875rem; font-weight: 600; }
.practice-status--late { background: #fee2e2; color: #7f1d1d; }
.practice-status--dueSoon { background: #fef3c7; color: #78350f; }
.practice-status--pending { background: #e5e7eb; color: #1f2937; }
.practice-status--submitted { background: #dcfce7; color: #14532d; }
.practice-status--submittedLate { background: #ffedd5; color: #7c2d12; }
.practice-grade__value { margin: 0; font-weight: 700; }
.practice-grade__feedback { margin: var(--cr-space-2) 0 0; }
.practice-grade__feedback figcaption { font-weight: 600; }
.practice-grade__feedback blockquote { margin: var(--cr-space-1) 0 0; padding-left: var(--cr-space-3);
  border-left: 3px solid var(--cr-color-primary); white-space: pre-line; overflow-wrap: anywhere; }

.practice-filters { display: grid; gap: 0 var(--cr-space-4); grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr)); }
.practice-table { width: 100%; border-collapse: collapse; background: var(--cr-color-surface); }
.practice-table th, .practice-table td { padding: var(--cr-space-2); text-align: left; border-bottom: 1px solid var(--cr-color-border); vertical-align: middle; }
.practice-table__date { white-space: nowrap; }
.practice-table__content { max-width: 0; width: 40%; }
.practice-table__clip { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.practice-table__selected, .practice-table tr.practice-table__selected > :first-child { background: var(--cr-color-primary-soft); }
.practice-detail { margin-top: var(--cr-space-4); padding: var(--cr-space-4); background: var(--cr-color-surface);
  border: 1px solid var(--cr-color-primary); border-radius: var(--cr-radius); }
.practice-detail h4 { margin: 0 0 var(--cr-space-3); font-size: 1.125rem; }
.practice-detail dl, .practice-overview dl { margin: 0 0 var(--cr-space-3); }
.practice-detail__row { display: grid; grid-template-columns: minmax(0, 10rem) minmax(0, 1fr); gap: var(--cr-space-2); padding: var(--cr-space-1) 0; }
.practice-detail dt, .practice-overview dt { font-weight: 600; }
.practice-detail dd, .practice-overview dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
.practice-overview { margin-top: var(--cr-space-4); }
.practice-overview h3 { margin: 0 0 var(--cr-space-2); font-size: 1.0625rem; color: var(--cr-color-text); }
.practice-overview__row { display: flex; justify-content: space-between; gap: var(--cr-space-2); padding: var(--cr-space-1) 0; }

.practice-figures { display: grid; gap: var(--cr-space-3); grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr)); margin: 0 0 var(--cr-space-4); }
.practice-figure { padding: var(--cr-space-3); background: var(--cr-color-surface); border: 1px solid var(--cr-color-border); border-radius: var(--cr-radius); }
.practice-figure dt { color: var(--cr-color-muted); font-size: 0.875rem; }
.practice-figure dd { margin: 0; font-size: 1.25rem; font-weight: 700; }
.practice-chart { margin: 0 0 var(--cr-space-6); }
.practice-chart__title { font-weight: 600; margin-bottom: var(--cr-space-2); }
.practice-chart__canvas { position: relative; height: 220px; width: 100%; }
.practice-chart__data summary { display: flex; align-items: center; min-height: 44px; cursor: pointer; color: var(--cr-color-primary); font-weight: 600; }
.practice-chart__data table { border-collapse: collapse; }
.practice-chart__data th, .practice-chart__data td { padding: var(--cr-space-1) var(--cr-space-3); text-align: left; border-bottom: 1px solid var(--cr-color-border); }

.practice-history h4 { margin: var(--cr-space-4) 0 var(--cr-space-2); font-size: 1.0625rem; }
.practice-recent { margin: 0; padding-left: var(--cr-space-6); display: flex; flex-direction: column; gap: var(--cr-space-1); }
.practice-recent__when { font-weight: 600; white-space: nowrap; }
.practice-recent__what { overflow-wrap: anywhere; }
.practice-history .practice-muted { margin-top: var(--cr-space-2); }

.practice-form .cr-field__input { min-height: 44px; }
.practice-choice { border: none; margin: 0 0 var(--cr-space-4); padding: 0; display: flex; flex-wrap: wrap; gap: var(--cr-space-2) var(--cr-space-4); }
.practice-choice legend { padding: 0; margin-bottom: var(--cr-space-1); }
.practice-choice__option { display: inline-flex; align-items: center; gap: var(--cr-space-2); min-height: 44px; min-width: 44px; cursor: pointer; }
.practice-choice__option input { width: 22px; height: 22px; margin: 0; }
.cr-modal__content:has(.practice-form) .cr-button { min-height: 44px; }

@media (max-width: 520px) {
  .practice-table th, .practice-table td { padding: var(--cr-space-2) var(--cr-space-1); }
  /* The content reads in the detail panel: on a phone the table keeps date, duration, place and details. */
  .practice-table .practice-table__content { display: none; }
  .practice-detail__row { grid-template-columns: 1fr; gap: 0; }
}
`;
