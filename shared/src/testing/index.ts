export { renderApp, type RenderAppOptions } from './render-app';
export { expectRemoteLifecycle, expectRouteTitle, mountRemote, type MountedRemote } from './remote-contract';
