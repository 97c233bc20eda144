/**
 * An unread count as the header and the message centre show it: `99…` above 99.
 */
import { MAX_SHOWN_COUNT } from './constants';

/**
 * @param count Count.
 */
export function formatCount( count: number ): string {
	return count > MAX_SHOWN_COUNT ? `${ MAX_SHOWN_COUNT }…` : String( count );
}
