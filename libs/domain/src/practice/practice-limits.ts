/**
 * Voluntary practice reports one student may send in any 24 hours (issue 34: a student could add reports
 * without end, and with them the data every teacher's read goes through). Generous: a student who kept a
 * month of practice on paper (a report's date may go 30 days back before it is flagged 'tooOld') and
 * writes it in one evening, twice a day, sends 60; an honest day is one to three. Finite: at most 60 ×
 * 4 000 characters of text a day from one student. A submission's report does not count (one per
 * assignment, and the teacher decides how many there are); a report sent again with its device key is
 * the same report and costs nothing.
 */
export const practiceReportsPerDay = 60;

/** The budget's window, rolling: a report counts for 24 hours after it was sent. */
export const practiceReportBudgetWindowSeconds = 24 * 60 * 60;
