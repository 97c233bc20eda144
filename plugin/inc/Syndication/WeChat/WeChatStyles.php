<?php
/**
 * The inline styles of an article sent to WeChat.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Syndication\WeChat;

/**
 * WeChat keeps no stylesheet and no class, so the site's look travels as one inline style per
 * role (a paragraph, a heading, a quote, a caption, the references). The colours are the design
 * tokens of src/styles/site/_tokens.scss and the sizes those of the article's body in
 * src/styles/site/_content.scss; change them there and here together.
 */
final class WeChatStyles {

	/** $mvc-color-primary (src/styles/site/_tokens.scss). */
	public const PRIMARY = '#0b5cad';

	/** $mvc-color-primary-dark (src/styles/site/_tokens.scss). */
	public const PRIMARY_DARK = '#08447f';

	/** $mvc-color-text (src/styles/site/_tokens.scss). */
	public const TEXT = '#1f2937';

	/** $mvc-color-muted (src/styles/site/_tokens.scss). */
	public const MUTED = '#6b7280';

	/** $mvc-color-border (src/styles/site/_tokens.scss). */
	public const BORDER = '#e5e7eb';

	/** $mvc-color-surface (src/styles/site/_tokens.scss). */
	public const SURFACE = '#f5f7fa';

	/** $mvc-radius (src/styles/site/_tokens.scss). */
	public const RADIUS = '8px';

	/**
	 * Role => declarations. The body is 17px with a line height of 1.8 (.mvc-article__content; 17px is
	 * WeChat's own size, so paragraphs do not repeat it: WeChat counts every character of the markup
	 * against MAX_CHARS); the references heading 18px, their list indented 20px (.mvc-article__references).
	 */
	private const ROLES = array(
		'p'               => 'margin:0 0 16px;line-height:1.8;color:' . self::TEXT . ';',
		'h2'              => 'margin:32px 0 16px;padding-left:10px;border-left:4px solid ' . self::PRIMARY . ';font-size:22px;font-weight:bold;line-height:1.4;color:' . self::PRIMARY_DARK . ';',
		'h3'              => 'margin:28px 0 12px;font-size:19px;font-weight:bold;line-height:1.4;color:' . self::PRIMARY_DARK . ';',
		'h4'              => 'margin:24px 0 12px;font-size:17px;font-weight:bold;line-height:1.5;color:' . self::TEXT . ';',
		'ul'              => 'margin:0 0 16px;padding-left:24px;',
		'ol'              => 'margin:0 0 16px;padding-left:24px;',
		'li'              => 'margin:0 0 8px;line-height:1.8;color:' . self::TEXT . ';',
		'blockquote'      => 'margin:24px 0;padding:12px 16px;border-left:4px solid ' . self::BORDER . ';background-color:' . self::SURFACE . ';color:' . self::MUTED . ';',
		'quote_p'         => 'margin:0 0 8px;font-size:16px;line-height:1.8;color:' . self::MUTED . ';',
		'cite'            => 'margin:8px 0 0;font-size:14px;line-height:1.6;font-style:normal;color:' . self::MUTED . ';text-align:right;',
		'cite_inline'     => 'font-style:normal;color:' . self::MUTED . ';',
		'pullquote'       => 'margin:32px 0;padding:16px 0;border-top:4px solid ' . self::PRIMARY . ';border-bottom:4px solid ' . self::PRIMARY . ';text-align:center;',
		'pullquote_quote' => 'margin:0;padding:0;border:0;',
		'pullquote_body'  => 'margin:0;padding:0;font-size:19px;line-height:1.6;color:' . self::TEXT . ';',
		'figure'          => 'margin:24px 0;',
		'img'             => 'max-width:100%;height:auto;display:block;margin:0 auto;',
		'caption'         => 'margin:8px 0 0;font-size:13px;line-height:1.6;color:' . self::MUTED . ';text-align:center;',
		'table'           => 'width:100%;border-collapse:collapse;font-size:15px;line-height:1.6;color:' . self::TEXT . ';',
		'th'              => 'padding:8px;border:1px solid ' . self::BORDER . ';background-color:' . self::SURFACE . ';font-weight:bold;text-align:left;',
		'td'              => 'padding:8px;border:1px solid ' . self::BORDER . ';',
		'pre'             => 'margin:16px 0;padding:12px 16px;background-color:' . self::SURFACE . ';border-radius:' . self::RADIUS . ';font-size:14px;line-height:1.6;white-space:pre-wrap;word-break:break-all;overflow-x:auto;',
		'code'            => 'padding:2px 4px;background-color:' . self::SURFACE . ';border-radius:4px;font-family:Menlo,Consolas,monospace;font-size:90%;',
		'pre_code'        => 'font-family:Menlo,Consolas,monospace;',
		'hr'              => 'margin:32px 0;border:0;border-top:1px solid ' . self::BORDER . ';',
		'a'               => 'color:' . self::PRIMARY . ';text-decoration:none;',
		'link'            => 'color:' . self::PRIMARY . ';',
		'address'         => 'color:' . self::MUTED . ';word-break:break-all;',
		'embed'           => 'margin:16px 0;padding:12px 16px;background-color:' . self::SURFACE . ';border-radius:' . self::RADIUS . ';font-size:14px;line-height:1.6;color:' . self::MUTED . ';',
		'references'      => 'margin:32px 0 0;padding-top:16px;border-top:1px solid ' . self::BORDER . ';',
		'references_h2'   => 'margin:0 0 12px;font-size:18px;font-weight:bold;line-height:1.4;color:' . self::TEXT . ';',
		'references_ol'   => 'margin:0;padding-left:20px;',
		'references_li'   => 'margin:0 0 6px;font-size:13px;line-height:1.6;color:' . self::MUTED . ';word-break:break-all;',
		'references_p'    => 'margin:0;font-size:13px;line-height:1.6;color:' . self::MUTED . ';',
	);

	/**
	 * The declarations of a role, '' when the role has none (strong, em, sup, sub, a section).
	 *
	 * @param string $role Role, such as 'p', 'caption' or 'references_li'.
	 */
	public static function of( string $role ): string {
		return self::ROLES[ $role ] ?? '';
	}
}
