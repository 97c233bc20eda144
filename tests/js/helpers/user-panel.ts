/**
 * The user panel as the server draws it (theme/template-parts/profile/panel.php, in English as the
 * tests read the strings), put in the document for the island to enhance.
 */
import type { UserPanelProps } from '../../../src/islands/user-panel/types';
import { CHOICES } from './member-area';

function escape( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' );
}

function fact( field: string, label: string, value: string ): string {
	return `<div class="mvc-user-panel__fact mvc-user-panel__fact--${ field.replace(
		'_',
		'-'
	) }" data-mvc-fact="${ field }"><dt>${ label }</dt>${
		value === ''
			? '<dd data-state="empty">Not filled in</dd>'
			: `<dd>${ escape( value ) }</dd>`
	}</div>`;
}

function button( action: string, label: string, extra = '' ): string {
	return `<li><button type="button" class="mvc-user-panel__action mvc-user-panel__action--${ action }" data-mvc-action="${ action }"${ extra }>${ label }</button></li>`;
}

/**
 * Puts the server's panel for these props in the document and returns the island's container
 * (`data-island-enhance`: the panel stays, the island draws after it).
 *
 * @param props The island's props, which the server draws from.
 */
export function drawServerPanel(
	props: Pick< UserPanelProps, 'profile' | 'links' | 'wechat' >
): HTMLElement {
	const { profile, links, wechat } = props;
	const label = ( list: { value: string; label: string }[], value: string ) =>
		list.find( ( choice ) => choice.value === value )?.label ?? '';
	const initial = (
		Array.from( profile.display_name.trim() )[ 0 ] ?? '?'
	).toUpperCase();
	const container = document.createElement( 'div' );
	container.className = 'mvc-island mvc-island--user-panel';
	container.dataset.island = 'user-panel';
	container.dataset.islandEnhance = 'true';
	container.innerHTML = `<section class="mvc-user-panel" id="mvc-user-panel" aria-labelledby="mvc-user-panel-name">
		<div class="mvc-user-panel__head">
			<span class="mvc-user-panel__avatar" data-mvc-avatar="mvc-user-panel__image">${
				profile.avatar
					? `<img class="mvc-user-panel__image" src="${ escape(
							profile.avatar
						) }" width="80" height="80" alt="">`
					: ''
			}
				<span class="mvc-user-panel__initial" aria-hidden="true"${
					profile.avatar ? ' hidden' : ''
				}>${ escape( initial ) }</span>
			</span>
			<button type="button" class="mvc-user-panel__avatar-edit" data-mvc-action="avatar">Change avatar</button>
			<h2 id="mvc-user-panel-name" class="mvc-user-panel__name">${ escape(
				profile.display_name
			) }</h2>
		</div>
		<dl class="mvc-user-panel__facts">
			${ fact( 'title', 'Occupation', label( CHOICES!.occupations, profile.title ) ) }
			${ fact( 'institution', 'Institution', profile.institution ) }
			${ fact(
				'research_area',
				'Research area',
				label( CHOICES!.researchAreas, profile.research_area )
			) }
			${ fact( 'email', 'E-mail', profile.email ) }
			<div class="mvc-user-panel__fact mvc-user-panel__fact--wechat" data-mvc-fact="wechat"><dt>WeChat</dt><dd>
				<span>${ wechat ? 'Linked' : 'Not linked' }</span>
				<button type="button" class="mvc-user-panel__action mvc-user-panel__action--wechat" data-mvc-action="wechat">${
					wechat ? 'Unlink' : 'Link WeChat'
				}</button>
			</dd></div>
		</dl>
		<div class="mvc-user-panel__digest">
			<button type="button" role="switch" aria-checked="${ String(
				profile.subscribed
			) }" aria-describedby="mvc-user-panel-digest-note" class="mvc-user-panel__switch${
				profile.subscribed ? ' is-on' : ''
			}" data-mvc-action="digest"><span class="mvc-user-panel__track" aria-hidden="true"></span><span class="mvc-user-panel__switch-label">${
				profile.subscribed ? 'Subscribed' : 'E-mail subscription'
			}</span></button>
			<p id="mvc-user-panel-digest-note" class="mvc-user-panel__note">A digest of new articles in your subscribed tags is sent every two weeks.</p>
		</div>
		<ul class="mvc-user-panel__actions">
			${ button( 'edit', 'Edit profile', ' aria-haspopup="dialog"' ) }
			${ button( 'password', 'Reset password', ' aria-haspopup="dialog"' ) }
			${ button( 'email', 'Change e-mail', ' aria-haspopup="dialog"' ) }
			<li><a class="mvc-user-panel__action mvc-user-panel__action--contact" href="${ escape(
				links.contact
			) }" target="_blank" rel="noopener noreferrer">Contact us</a></li>
			${ button( 'logout', 'Log out' ) }
		</ul>
		<div class="mvc-user-panel__data" data-mvc-data>
			<h3 class="mvc-user-panel__subtitle">My data</h3>
			<ul class="mvc-user-panel__actions">
				${ button( 'feed', 'RSS feed of my tags', ' aria-expanded="false"' ) }
				${ button( 'export', 'Download my data' ) }
				${ button( 'delete', 'Delete my account', ' aria-haspopup="dialog"' ) }
			</ul>
		</div>
	</section>`;
	document.body.append( container );
	const root = document.createElement( 'div' );
	container.append( root );
	return root;
}
