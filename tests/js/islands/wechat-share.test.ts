/**
 * Share cards inside WeChat: nothing outside WeChat's browser; inside it, the signed configuration
 * for the page (without its hash), WeChat's SDK loaded once, then the card for friends and Moments.
 */
import {
	setUpWeChatShare,
	WECHAT_SDK,
} from '../../../src/islands/article-actions/wechatShare';
import { fakeApi, ok } from '../helpers/fake-api';

const CARD = {
	title: '钙钛矿太阳能电池',
	summary: '摘要',
	link: 'https://site.test/research-news/research-01/',
	image: 'https://site.test/cover.jpg',
};

function userAgent( value: string ) {
	Object.defineProperty( window.navigator, 'userAgent', {
		value,
		configurable: true,
	} );
}

afterEach( () => {
	delete window.wx;
} );

it( 'does nothing outside WeChat', async () => {
	userAgent( 'Mozilla/5.0 Chrome/120' );
	const api = fakeApi();
	const load = jest.fn();

	expect( await setUpWeChatShare( CARD, load ) ).toBe( false );
	expect( api.calls ).toHaveLength( 0 );
	expect( load ).not.toHaveBeenCalled();
} );

it( 'inside WeChat, configures the SDK with the signed page and sets the card', async () => {
	userAgent( 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50' );
	window.history.replaceState(
		null,
		'',
		'/research-news/research-01/?a=1#c-3'
	);
	const api = fakeApi();
	const signed = {
		appId: 'wxlocal00000inapp',
		timestamp: 1700000000,
		nonceStr: 'abc',
		signature: 'f00',
	};
	api.on( 'GET', '/api/wechat/js-config', () => ok( signed ) );
	const wx = {
		config: jest.fn(),
		ready: jest.fn( ( callback: () => void ) => callback() ),
		updateAppMessageShareData: jest.fn(),
		updateTimelineShareData: jest.fn(),
	};
	const load = jest.fn( async ( src: string ) => {
		expect( src ).toBe( WECHAT_SDK );
		window.wx = wx;
	} );

	expect( await setUpWeChatShare( CARD, load ) ).toBe( true );

	expect( api.calls[ 0 ].query.get( 'url' ) ).toBe(
		'http://localhost/research-news/research-01/?a=1'
	);
	expect( load ).toHaveBeenCalledTimes( 1 );
	expect( wx.config ).toHaveBeenCalledWith(
		expect.objectContaining( {
			...signed,
			debug: false,
			jsApiList: [
				'updateAppMessageShareData',
				'updateTimelineShareData',
			],
		} )
	);
	expect( wx.updateAppMessageShareData ).toHaveBeenCalledWith( {
		title: CARD.title,
		desc: CARD.summary,
		link: CARD.link,
		imgUrl: CARD.image,
	} );
	expect( wx.updateTimelineShareData ).toHaveBeenCalledWith( {
		title: CARD.title,
		link: CARD.link,
		imgUrl: CARD.image,
	} );
} );
