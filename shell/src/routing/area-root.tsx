import { BrowserRouter } from 'react-router-dom';
import { AreaRouter, type AreaRouterProps } from './area-router';

/** The areas' router, in its own chunk: React Router downloads with the first area, never for `/404`. */
export default function AreaRoot(props: AreaRouterProps) {
  return (
    <BrowserRouter>
      <AreaRouter {...props} />
    </BrowserRouter>
  );
}
