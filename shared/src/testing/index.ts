export { renderApp, type RenderAppOptions } from './render-app';
export { mountRemote, type MountedRemote } from './remote-contract';
