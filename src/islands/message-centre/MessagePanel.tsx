/**
 * One tab's panel: the mark-all-read button (disabled while the list is empty or the call is
 * pending), the messages or the empty state, and the pager.
 */
import { __ } from '@wordpress/i18n';

import { Pager } from '../../components/pager';
import { pageLink } from './format';
import { MessageItem } from './MessageItem';
import type { KindPage, Message } from './types';

export interface MessagePanelProps {
	tab: number;
	label: string;
	selected: boolean;
	kind: KindPage;
	perPage: number;
	recent: number;
	link: string;
	/** The page being loaded, if any. */
	loading: number | null;
	/** Whether mark-all-read is under way. */
	marking: boolean;
	onPage: ( page: number ) => void;
	onMarkAll: () => void;
	onOpen: ( message: Message ) => void;
}

export function MessagePanel( {
	tab,
	label,
	selected,
	kind,
	perPage,
	recent,
	link,
	loading,
	marking,
	onPage,
	onMarkAll,
	onOpen,
}: MessagePanelProps ) {
	return (
		<section
			className="mvc-messages__panel"
			role="tabpanel"
			id={ `mvc-messages-panel-${ tab }` }
			aria-labelledby={ `mvc-messages-tab-${ tab }` }
			aria-busy={ loading !== null }
			hidden={ ! selected }
		>
			<div className="mvc-messages__bar">
				<button
					type="button"
					className="mvc-messages__read-all"
					disabled={ kind.data.length === 0 || marking }
					onClick={ onMarkAll }
				>
					{ __( 'Mark all as read', 'mvc' ) }
				</button>
			</div>
			{ kind.data.length === 0 ? (
				<p className="mvc-messages__empty">
					{ __( 'No messages received yet', 'mvc' ) }
				</p>
			) : (
				<ul className="mvc-messages__list">
					{ kind.data.map( ( message ) => (
						<MessageItem
							key={ message.id }
							message={ message }
							recent={ recent }
							onOpen={ onOpen }
						/>
					) ) }
				</ul>
			) }
			<Pager
				current={ kind.page }
				total={ Math.ceil( kind.total / perPage ) }
				link={ ( page ) => pageLink( link, tab, page ) }
				label={ label }
				loading={ loading }
				onPage={ onPage }
			/>
		</section>
	);
}
