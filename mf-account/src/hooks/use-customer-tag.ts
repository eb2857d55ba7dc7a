import { useParams } from 'react-router-dom';
import { useSession } from '@erep/shared/session';

/** The customer the page acts on: the route's tag (partner users), else the signed-in customer's. */
export function useCustomerTag(): string {
  const { tag } = useParams();
  const session = useSession();
  return tag ?? session.user?.customer?.tag ?? '';
}
