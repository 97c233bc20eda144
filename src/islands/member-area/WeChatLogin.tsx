/**
 * WeChat login. In another browser: the provider's QR code in a frame, from
 * `GET /api/member/wechat/authorize?client=qr` (asked again when "keep me logged in" changes). In
 * WeChat's own browser: a one-tap button that goes to the provider (`client=inapp`).
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { routeRequest, showToast } from '@mvc/runtime-core';

import { messageOf } from '../../member/errors';
import { navigation } from '../../member/navigation';
import { WECHAT_NOTICE_ARG } from './constants';
import { WeChatIcon } from './icons';

type Client = 'qr' | 'inapp';

/**
 * Asks the server for the provider's address; WeChat comes back to this page.
 *
 * @param client   `qr` (frame) or `inapp` (WeChat's browser).
 * @param remember Keep me logged in.
 */
async function authorize(
	client: Client,
	remember: boolean
): Promise< string > {
	const back = new URL( window.location.href );
	back.hash = '';
	back.searchParams.delete( WECHAT_NOTICE_ARG );
	const query = new URLSearchParams( {
		redirect_uri: back.toString(),
		remember: remember ? '1' : '0',
		client,
	} );
	const data = await routeRequest( 'wechatAuthorize', {
		suffix: `?${ query.toString() }`,
	} );
	return data.url;
}

type QrState =
	| { status: 'loading' }
	| { status: 'ready'; url: string }
	| { status: 'error'; message: string };

function WeChatQrCode( { remember }: { remember: boolean } ) {
	const [ state, setState ] = useState< QrState >( { status: 'loading' } );
	const [ attempt, setAttempt ] = useState( 0 );

	useEffect( () => {
		let current = true;
		setState( { status: 'loading' } );
		authorize( 'qr', remember ).then(
			( url ) => current && setState( { status: 'ready', url } ),
			( error: unknown ) =>
				current &&
				setState( { status: 'error', message: messageOf( error ) } )
		);
		return () => {
			current = false;
		};
	}, [ remember, attempt ] );

	return (
		<div className="mvc-wechat" aria-busy={ state.status === 'loading' }>
			{ state.status === 'loading' && (
				<p className="mvc-wechat__status">
					{ __( 'Loading…', 'mvc' ) }
				</p>
			) }
			{ state.status === 'error' && (
				<div className="mvc-wechat__status" role="alert">
					<p>{ state.message }</p>
					<button
						type="button"
						className="mvc-button"
						onClick={ () => setAttempt( ( n ) => n + 1 ) }
					>
						{ __( 'Try again', 'mvc' ) }
					</button>
				</div>
			) }
			{ state.status === 'ready' && (
				<iframe
					className="mvc-wechat__frame"
					title={ __( 'WeChat login QR code', 'mvc' ) }
					src={ state.url }
					width="300"
					height="400"
				/>
			) }
		</div>
	);
}

function WeChatInApp( { remember }: { remember: boolean } ) {
	const [ pending, setPending ] = useState( false );
	const onClick = async () => {
		setPending( true );
		try {
			navigation.assign( await authorize( 'inapp', remember ) );
		} catch ( error ) {
			showToast( { message: messageOf( error ) } );
			setPending( false );
		}
	};
	return (
		<div className="mvc-wechat mvc-wechat--inapp">
			<button
				type="button"
				className="mvc-button mvc-button--primary mvc-wechat__inapp"
				disabled={ pending }
				onClick={ onClick }
			>
				<WeChatIcon />
				{ __( 'One-tap WeChat login', 'mvc' ) }
			</button>
		</div>
	);
}

export interface WeChatLoginProps {
	remember: boolean;
	inWeChat: boolean;
}

export function WeChatLogin( { remember, inWeChat }: WeChatLoginProps ) {
	return inWeChat ? (
		<WeChatInApp remember={ remember } />
	) : (
		<WeChatQrCode remember={ remember } />
	);
}
