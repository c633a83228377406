export { PreviewBar } from './preview-bar';
export { PreviewCanvas } from './preview-canvas';
export { initialPreviewPhase, usePreviewEnv, usePreviewScopes } from './use-preview';
