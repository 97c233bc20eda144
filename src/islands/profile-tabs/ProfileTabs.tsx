/**
 * The left side of /profile (members.md section 2). The server draws it whole
 * (theme/template-parts/profile/tabs.php) and `enhanceProfileTabs()` (./enhance.ts) works it in
 * place. This island draws only what the server never draws: the manage-tags dialog. It also
 * works the recommended tags' 订阅 buttons the server drew (`useTagSubscription`, the one
 * subscription of the site), writing the tag's new follower count.
 */
import {
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { _n, sprintf } from '@wordpress/i18n';
import type { SubscribedTag } from '@mvc/runtime-core';

import { useServerButton } from '../../components/ServerMarkup';
import {
	subscribedLabel,
	useTagSubscription,
} from '../../components/TagSubscribeButton';
import { enhanceProfileTabs, ROOT_ID } from './enhance';
import type { ProfileTabsEnhancer } from './enhance';
import { ManageTags } from './ManageTags';
import type { ManagedTag } from './ManageTags';
import type { ProfileTabsProps } from './types';

/**
 * A recommended tag's 订阅 the server drew (`data-mvc-subscribe`, `-name`, `-link`): it subscribes
 * as the site's other subscribe buttons do, and its follower count (`data-mvc-followers`) follows.
 *
 * @param props        Props.
 * @param props.button The server's button.
 */
function RecommendedSubscribe( { button }: { button: HTMLButtonElement } ) {
	const [ subscribed, setSubscribed ] = useState(
		button.classList.contains( 'is-subscribed' )
	);
	const id = Number( button.dataset.mvcSubscribe );
	const { pending, toggle } = useTagSubscription( {
		tag: {
			id,
			name: button.dataset.mvcName ?? '',
			link: button.dataset.mvcLink ?? '',
		},
		subscribed,
		variant: 'recommended',
		onChange: ( next, followers ) => {
			setSubscribed( next );
			const count = button.ownerDocument.querySelector(
				`[data-mvc-followers="${ id }"]`
			);
			if ( count ) {
				count.textContent = sprintf(
					/* translators: %s: number of members following the tag. */
					_n( '%s follower', '%s followers', followers, 'mvc' ),
					followers.toLocaleString()
				);
			}
		},
	} );
	useServerButton( button, toggle, { disabled: pending } );
	useEffect( () => {
		button.setAttribute( 'aria-busy', String( pending ) );
	}, [ button, pending ] );
	useEffect( () => {
		button.classList.toggle( 'is-subscribed', subscribed );
		button.textContent = subscribedLabel( subscribed );
	}, [ button, subscribed ] );
	return null;
}

export function ProfileTabs( { member, limit, links }: ProfileTabsProps ) {
	const [ managing, setManaging ] = useState< SubscribedTag[] | null >(
		null
	);
	// The subscribe buttons of the frame's latest content (a new generation after each load).
	const [ recommended, setRecommended ] = useState< {
		generation: number;
		buttons: HTMLButtonElement[];
	} >( { generation: 0, buttons: [] } );
	const enhancer = useRef< ProfileTabsEnhancer | null >( null );

	// Before the first paint: the tab the hash names, the member's order of the tags.
	useLayoutEffect( () => {
		const root = document.getElementById( ROOT_ID );
		if ( ! root ) {
			return undefined;
		}
		const started = enhanceProfileTabs( root, {
			member,
			onManage: setManaging,
			onSubscriptions: ( frame ) =>
				setRecommended( ( previous ) => ( {
					generation: previous.generation + 1,
					buttons: Array.from(
						frame.querySelectorAll< HTMLButtonElement >(
							'button[data-mvc-subscribe]'
						)
					),
				} ) ),
		} );
		enhancer.current = started;
		return () => {
			started.stop();
			enhancer.current = null;
		};
	}, [ member ] );

	const close = ( managed: ManagedTag[], changed: boolean ) => {
		setManaging( null );
		if ( changed ) {
			enhancer.current?.applyTags(
				managed
					.filter( ( row ) => row.subscribed )
					.map( ( row ) => row.tag )
			);
		}
	};

	return (
		<>
			{ recommended.buttons.map( ( button, index ) => (
				<RecommendedSubscribe
					key={ `${ recommended.generation }-${ index }` }
					button={ button }
				/>
			) ) }
			{ managing && (
				<ManageTags
					tags={ managing }
					limit={ limit }
					searchLink={ links.search }
					tagPattern={ links.tag }
					onClose={ close }
				/>
			) }
		</>
	);
}
