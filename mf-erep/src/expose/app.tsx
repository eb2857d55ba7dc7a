import { createRemoteApp } from '@erep/shared/federation';
import { Root } from '../root';

export const { bootstrap, mount, unmount } = createRemoteApp(Root);
