export { AgentCentre } from './components/agent-centre';
