/**
 * The records tag's generated calls, for the report definitions in the route files (docs/how-to/add-a-report.md):
 * a route names its operation as `recordsCalls.listX`, so a new report adds no line here. Only the members a route
 * names reach its chunk (a namespace's member reads tree-shake).
 */
export * as recordsCalls from '@generated/api/records/records';
