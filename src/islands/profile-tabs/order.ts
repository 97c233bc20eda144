/**
 * The member's order of their tags in localStorage (members.md section 3: "the order of subscribed
 * tags is persisted in browser local storage and restored on load"). The server keeps the order too
 * (`PUT /api/member/subscription-order`), so another device shows it: the stored order is used only
 * while the server still has the order this browser last knew (`base`); once the server's differs
 * (the member reordered elsewhere), the server's wins and replaces the stored one.
 */
import type { SubscribedTag } from '@mvc/runtime-core';

/** The localStorage key of the member's tag order. */
export const ORDER_STORAGE_KEY = 'mvc-subscription-order';

interface StoredOrder {
	/** The member the order belongs to (one browser, several members). */
	member: number;
	/** The tag ids in the member's order. */
	ids: number[];
	/** The server's order when this one was stored. */
	base: number[];
}

function read(): StoredOrder | null {
	try {
		const raw = window.localStorage.getItem( ORDER_STORAGE_KEY );
		const value: unknown = raw ? JSON.parse( raw ) : null;
		if (
			value &&
			typeof value === 'object' &&
			typeof ( value as StoredOrder ).member === 'number' &&
			Array.isArray( ( value as StoredOrder ).ids ) &&
			Array.isArray( ( value as StoredOrder ).base )
		) {
			return value as StoredOrder;
		}
	} catch {
		// Storage off or a broken value: the server's order.
	}
	return null;
}

/**
 * Stores the member's order.
 *
 * @param member Member id.
 * @param ids    Tag ids in the member's order.
 * @param base   The server's order as far as this browser knows it.
 */
export function storeOrder(
	member: number,
	ids: number[],
	base: number[]
): void {
	try {
		window.localStorage.setItem(
			ORDER_STORAGE_KEY,
			JSON.stringify( { member, ids, base } )
		);
	} catch {
		// Private mode or full: the server keeps the order anyway.
	}
}

function same( a: readonly number[], b: readonly number[] ): boolean {
	return (
		a.length === b.length && a.every( ( id, index ) => id === b[ index ] )
	);
}

/**
 * The tags in the order to show at once: the stored order when it belongs to the member and the
 * server's order has not changed since it was stored, otherwise the server's. Tags the stored
 * order does not name come after it, in the server's order.
 *
 * @param member Member id.
 * @param tags   The member's tags in the server's order.
 * @return The tags to show and whether that order still has to be told to the server.
 */
export function restoreOrder(
	member: number,
	tags: SubscribedTag[]
): { tags: SubscribedTag[]; unsaved: boolean } {
	const server = tags.map( ( tag ) => tag.term_id );
	const stored = read();
	if (
		! stored ||
		stored.member !== member ||
		! same( stored.base, server )
	) {
		storeOrder( member, server, server );
		return { tags, unsaved: false };
	}
	const byId = new Map( tags.map( ( tag ) => [ tag.term_id, tag ] ) );
	const ordered: SubscribedTag[] = [];
	stored.ids.forEach( ( id ) => {
		const tag = byId.get( id );
		if ( tag ) {
			ordered.push( tag );
			byId.delete( id );
		}
	} );
	ordered.push( ...tags.filter( ( tag ) => byId.has( tag.term_id ) ) );
	return {
		tags: ordered,
		unsaved: ! same(
			ordered.map( ( tag ) => tag.term_id ),
			server
		),
	};
}
