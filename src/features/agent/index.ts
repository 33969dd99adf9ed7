export { AgentLayout } from './components/agent-layout';
export { agentGates } from './logic/agent-gates';
