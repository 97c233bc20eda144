/**
 * The panel 微信公众号 of an article's block editor (Mvc\Core\Syndication\WeChat\EditorPanel
 * enqueues it there only).
 */
import { WeChatDraftPanel } from './Panel';
import { wp } from './wp';

wp().plugins.registerPlugin( 'mvc-wechat-draft', {
	render: WeChatDraftPanel,
	icon: null,
} );
