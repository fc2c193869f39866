export {
  startFakeLlm,
  DEMO_MODEL,
  type FakeLlmOptions,
  type RunningFakeLlm,
  type StartFakeLlmOptions,
} from './fake-llm.js';
export { FakeLlmControl, type ReceivedRequest } from './control.js';
export { DEMO_LABEL, DEMO_TEXT, recordReferences } from './demo-answer.js';
export { promptText, type ChatMessage, type ChatRequest } from './chat-request.js';
