/**
 * The agent-reports tag's generated calls, for the report definitions in the route files
 * (docs/how-to/add-a-report.md): a route names its operation as `agentReportsCalls.listX`, so a new report adds no
 * line here. Only the members a route names reach its chunk (a namespace's member reads tree-shake).
 */
export * as agentReportsCalls from '@generated/api/agent-reports/agent-reports';
