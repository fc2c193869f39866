// Recordings as evidence (issue 29 §2): an entry of its own (`@crescendo/web-kit/recordings`), loaded with the
// practice screens only.
export { RecordingsPanel, type RecordingsPanelProps } from './recordings-panel.js';
export { RecordingPlayer, type RecordingPlayerProps } from './recording-player.js';
export { RecordingRecorder, type RecordingRecorderProps, type RecordingDraft } from './recording-recorder.js';
export { uploadRecording, listRecordingsOf, recordingAudioUrl } from './recording-api.js';
