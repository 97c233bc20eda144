/**
 * Share (public-site spec, section 2): inside WeChat on a phone, the hint to use WeChat's own menu;
 * on another phone, the address copied with 已复制链接到粘贴板; on a computer, a panel with a 180 px
 * QR code of the page address (drawn by `qrcode` in a canvas), copy link and Weibo.
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { inWeChatBrowser, onPhone, showToast } from '@mvc/runtime-core';
import QRCode from 'qrcode';

import { useDismiss } from '../../components/useDismiss';
import { Icon } from './icons';

/** Spec: share QR 180 px. */
const SHARE_QR_SIZE = 180;

const WEIBO = 'https://service.weibo.com/share/share.php';

export interface SharePanelProps {
	url: string;
	/** The article's title (Weibo's share text). */
	title: string;
	/** Accessible name of the panel. */
	label: string;
}

export function SharePanel( { url, title, label }: SharePanelProps ) {
	const [ open, setOpen ] = useState( false );
	const canvas = useRef< HTMLCanvasElement >( null );
	const root = useRef< HTMLDivElement >( null );
	const button = useRef< HTMLButtonElement >( null );
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

	return (
		<div className="mvc-share" ref={ root }>
			<button
				ref={ button }
				type="button"
				className="mvc-reactions__item mvc-share__button"
				aria-expanded={ open }
				aria-controls={ panelId }
				onClick={ press }
			>
				<Icon name="share" />
				<span>{ __( 'Share', 'mvc' ) }</span>
			</button>
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
			</div>
		</div>
	);
}
