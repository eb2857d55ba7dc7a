import { useParams } from 'react-router-dom';
import { useFeedbackContext } from '../api/get-feedback-context';

/** The context of the establishment in the route (`:tag`, `:id`), for its gates, external and boost pages. */
export function useEstablishmentContext() {
  const { tag = '', id = '' } = useParams();
  return { tag, id, query: useFeedbackContext({ customer: tag, establishment: id }) };
}
