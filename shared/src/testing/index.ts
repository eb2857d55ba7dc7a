export { renderApp, testUser, type RenderAppOptions, type RenderAppResult } from './render-app';
export { apiPath, http, HttpResponse, mockApi } from './mock-api';
export { expectRemoteLifecycle, expectRouteTitle, mountRemote, type MountedRemote } from './remote-contract';
export { apiErrorTextIn } from './api-error-texts';
