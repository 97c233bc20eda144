/**
 * Share (public-site spec, section 2): inside WeChat on a phone, the hint to use WeChat's own menu;
 * on another phone, the address copied with 已复制链接到粘贴板; on a computer, a panel with a 180 px
 * QR code of the page address (drawn by `qrcode` in a canvas), copy link and Weibo.
 *
 * The share button is the server's (`data-mvc-share-button`): the island listens to it, sets its
 * `aria-expanded` and `aria-controls`, and draws the panel into the server's share box
 * (`data-mvc-share`, which places it under the button).
 */
import {
	createPortal,
	useEffect,
	useId,
	useLayoutEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { inWeChatBrowser, onPhone, showToast } from '@mvc/runtime-core';
import QRCode from 'qrcode';

import { useDismiss } from '../../components/useDismiss';

/** Spec: share QR 180 px. */
const SHARE_QR_SIZE = 180;

const WEIBO = 'https://service.weibo.com/share/share.php';

export interface SharePanelProps {
	/** The server's share box: the panel is drawn in it, and a press inside keeps it open. */
	box: HTMLElement;
	/** The server's share button. */
	button: HTMLElement;
	url: string;
	/** The article's title (Weibo's share text). */
	title: string;
	/** Accessible name of the panel. */
	label: string;
}

export function SharePanel( {
	box,
	button: shareButton,
	url,
	title,
	label,
}: SharePanelProps ) {
	const [ open, setOpen ] = useState( false );
	const canvas = useRef< HTMLCanvasElement >( null );
	const root = useRef( box );
	root.current = box;
	const button = useRef( shareButton );
	button.current = shareButton;
	/** The address the canvas holds the QR code of (the hidden canvas keeps it). */
	const drawn = useRef( '' );
	const panelId = useId();

	useDismiss( open, root, () => setOpen( false ), { escapeTo: button } );

	const copy = async () => {
		try {
			await window.navigator.clipboard.writeText( url );
			showToast( {
				message: __( 'Link copied to the clipboard', 'mvc' ),
			} );
		} catch {
			showToast( {
				message: __(
					'The link could not be copied. Copy it from the address bar.',
					'mvc'
				),
				kind: 'notification',
			} );
		}
	};

	const press = () => {
		if ( inWeChatBrowser() && onPhone() ) {
			showToast( {
				message: __(
					'Tap ‘…’ at the top right to share with friends or Moments',
					'mvc'
				),
				kind: 'notification',
			} );
			return;
		}
		if ( onPhone() ) {
			copy();
			return;
		}
		setOpen( ( was ) => ! was );
	};

	// Presses on the server's button (the latest press, without listening again on every render).
	const pressRef = useRef( press );
	pressRef.current = press;
	useEffect( () => {
		const onClick = () => pressRef.current();
		shareButton.addEventListener( 'click', onClick );
		return () => shareButton.removeEventListener( 'click', onClick );
	}, [ shareButton ] );
	useLayoutEffect( () => {
		shareButton.setAttribute( 'aria-expanded', String( open ) );
		shareButton.setAttribute( 'aria-controls', panelId );
	}, [ shareButton, open, panelId ] );

	// Drawn when the panel first opens.
	useEffect( () => {
		if ( ! open || ! canvas.current || drawn.current === url ) {
			return;
		}
		drawn.current = url;
		QRCode.toCanvas( canvas.current, url, {
			width: SHARE_QR_SIZE,
			margin: 1,
		} ).catch( () => {
			drawn.current = '';
		} );
	}, [ open, url ] );

	const weibo = `${ WEIBO }?${ new URLSearchParams( {
		url,
		title,
	} ).toString() }`;

	return createPortal(
		<div
			id={ panelId }
			className="mvc-share__panel"
			role="group"
			aria-label={ label }
			hidden={ ! open }
		>
			<canvas
				ref={ canvas }
				className="mvc-share__qr"
				width={ SHARE_QR_SIZE }
				height={ SHARE_QR_SIZE }
				role="img"
				aria-label={ __( 'QR code of this page', 'mvc' ) }
			/>
			<p className="mvc-share__hint">
				{ __( 'Scan with WeChat to share', 'mvc' ) }
			</p>
			<div className="mvc-share__links">
				<button
					type="button"
					className="mvc-share__copy"
					onClick={ copy }
				>
					{ __( 'Copy link', 'mvc' ) }
				</button>
				<a
					className="mvc-share__weibo"
					href={ weibo }
					target="_blank"
					rel="noopener noreferrer"
				>
					{ __( 'Weibo', 'mvc' ) }
					<span className="screen-reader-text">
						{ __( '(opens in a new tab)', 'mvc' ) }
					</span>
				</a>
			</div>
		</div>,
		box
	);
}
