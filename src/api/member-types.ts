// SPEC 3 and 6: the member types the contract's `type` field takes that make a user an agent, and the trial type.
// One home for the app and the demo world: mocks import it as they import `@/api/session`.

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export const isAgentType = (type: number | null | undefined): boolean => type != null && AGENT_TYPES.includes(type);
