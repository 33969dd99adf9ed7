export { ContractOffers } from './components/contract-offers';
export { ContractsPage } from './components/contracts-page';
export { contractsDialog } from './logic/contracts-dialog-store';
export { consolidatedQueryOptions } from './api/contracts';
export { formatRate, useContractLabels } from './logic/contract-labels';
