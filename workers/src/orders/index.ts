export { REPORT_COLUMNS, ReportError, parseReport, type ParsedReport, type RejectedLine, type ReportOrder } from './report';
export { importOrders, type ImportResult } from './import';
export { PROOF_REQUEST_AFTER_MS, createOrderChecker } from './check';
