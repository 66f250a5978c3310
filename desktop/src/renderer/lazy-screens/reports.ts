/** The reports' screens but the charts (which load recharts on their own): one chunk loaded on demand (staff-screens.tsx). */
export { AccountingExportPage } from '../features/reports/AccountingExportPage';
export { CalendarsPage, ConservationVehicleCalendarPage } from '../features/reports/CalendarsPage';
export { DailyReportPage } from '../features/reports/DailyReportPage';
export { ReportPage } from '../features/reports/ReportPage';
