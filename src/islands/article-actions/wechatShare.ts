/**
 * Share cards inside WeChat: the page's title, summary and image when a reader shares it with a
 * friend or to Moments. Only in WeChat's browser: the configuration signed by the site
 * (`GET /api/wechat/js-config`), then WeChat's JS-SDK, loaded from WeChat's own server.
 */
import { buildQueryString } from '@wordpress/url';
import { inWeChatBrowser, routeRequest } from '@mvc/runtime-core';

export const WECHAT_SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

export interface ShareCard {
	title: string;
	summary: string;
	link: string;
	image: string;
}

interface WeChatSdk {
	config: ( options: Record< string, unknown > ) => void;
	ready: ( callback: () => void ) => void;
	updateAppMessageShareData: ( data: Record< string, string > ) => void;
	updateTimelineShareData: ( data: Record< string, string > ) => void;
}

declare global {
	interface Window {
		wx?: WeChatSdk;
	}
}

/**
 * Adds a script to the page (the caller loads WeChat's SDK only while `window.wx` is missing).
 *
 * @param src Script address.
 */
export function loadScript( src: string ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		script.src = src;
		script.async = true;
		script.onload = () => resolve();
		script.onerror = () => reject( new Error( `could not load ${ src }` ) );
		document.head.appendChild( script );
	} );
}

/**
 * Sets the page's share card when it is open inside WeChat.
 *
 * @param card The card.
 * @param load Loads a script (tests replace it).
 * @return Whether the card was handed to WeChat.
 */
export async function setUpWeChatShare(
	card: ShareCard,
	load: ( src: string ) => Promise< void > = loadScript
): Promise< boolean > {
	if ( ! inWeChatBrowser() ) {
		return false;
	}
	const config = await routeRequest( 'wechatJsConfig', {
		suffix: `?${ buildQueryString( {
			url: window.location.href.split( '#' )[ 0 ],
		} ) }`,
	} );
	if ( ! window.wx ) {
		await load( WECHAT_SDK );
	}
	const wx = window.wx;
	if ( ! wx ) {
		return false;
	}
	wx.config( {
		debug: false,
		...config,
		jsApiList: [ 'updateAppMessageShareData', 'updateTimelineShareData' ],
	} );
	wx.ready( () => {
		wx.updateAppMessageShareData( {
			title: card.title,
			desc: card.summary,
			link: card.link,
			imgUrl: card.image,
		} );
		wx.updateTimelineShareData( {
			title: card.title,
			link: card.link,
			imgUrl: card.image,
		} );
	} );
	return true;
}
