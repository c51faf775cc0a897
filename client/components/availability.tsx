import { useAtomValue } from 'jotai';
import { availabilityIn } from '../../shared/availability';
import { visitorCountryAtom } from '../state/atoms';
import { AVAILABILITY_TEXT as AVAILABILITY_TEXT_EN } from '#messages/client/components/availability';
import { useMessages } from '../lib/language-context';

interface Restricted {
  restriction: number;
  territories?: readonly string[] | undefined;
}

/** What the visitor's country lets them do with the edition, in words. */
export function useAvailabilityText(edition: Restricted): string {
  const AVAILABILITY_TEXT = useMessages(AVAILABILITY_TEXT_EN);
  const country = useAtomValue(visitorCountryAtom);
  return AVAILABILITY_TEXT[availabilityIn(edition, country)];
}
