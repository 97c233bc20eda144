<?php
/**
 * The body sent to WeChat: only WeChat's tags and attributes, the site's look inline.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Syndication\WeChat;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own properties (childNodes, tagName, textContent) keep PHP's names.

use DOMDocument;
use DOMElement;
use DOMXPath;
use Mvc\Core\Syndication\WeChat\WeChatHtml;
use Mvc\Core\Syndication\WeChat\WeChatStyles;
use Mvc\Tests\TestCase;

/**
 * An article rendered from blocks goes through WeChatHtml::convert() and every element and
 * attribute of the answer is held to tests/fixtures/wechat/allowed-html.json; then one test per rule
 * (images, links, references, embeds, removed and unknown tags, white space).
 */
final class WeChatHtmlTest extends TestCase {

	private const CELL  = 'https://mmbiz.qpic.cn/mmbiz_jpg/cell/0?wx_fmt=jpeg';
	private const CHART = 'https://mmbiz.qpic.cn/mmbiz_png/chart/0?wx_fmt=png';

	/**
	 * The fixture's list, without its source note.
	 *
	 * @return array<string, list<string>>
	 */
	private static function fixture(): array {
		$list = json_decode( (string) file_get_contents( dirname( __DIR__, 4 ) . '/fixtures/wechat/allowed-html.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		unset( $list['_source'] );
		return $list;
	}

	/**
	 * An output parsed back, for XPath.
	 *
	 * @param string $html Output.
	 */
	private static function xpath( string $html ): DOMXPath {
		$document = new DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="UTF-8"?><html><body>' . $html . '</body></html>' );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		return new DOMXPath( $document );
	}

	/**
	 * Every element of an output that WeChat would not keep, as "tag" or "tag@attribute".
	 *
	 * @param string $html Output.
	 * @return list<string>
	 */
	private static function outside_the_list( string $html ): array {
		$allowed = self::fixture();
		$found   = array();
		foreach ( self::xpath( $html )->query( '//body//*' ) as $element ) {
			if ( ! $element instanceof DOMElement ) {
				continue;
			}
			$tag = strtolower( $element->tagName );
			if ( ! isset( $allowed[ $tag ] ) ) {
				$found[] = $tag;
				continue;
			}
			foreach ( $element->attributes as $attribute ) {
				if ( ! in_array( $attribute->name, $allowed[ $tag ], true ) ) {
					$found[] = $tag . '@' . $attribute->name;
				}
			}
		}
		return $found;
	}

	/**
	 * The article of the first test, as the editor saves it.
	 */
	private static function article_blocks(): string {
		$home = home_url();
		return <<<HTML
<!-- wp:paragraph -->
<p>研究团队在《自然》发表论文，首次观测到“量子纠缠”的宏观效应——这是一个重要突破。详见<a href="https://example.org/paper" onclick="steal()">原始论文</a>与<a href="https://mp.weixin.qq.com/s/abcDEF">往期推送</a>。</p>
<!-- /wp:paragraph -->

<!-- wp:heading -->
<h2 class="wp-block-heading" id="h-method">研究方法</h2>
<!-- /wp:heading -->

<!-- wp:image {"id":12,"sizeSlug":"large","linkDestination":"none"} -->
<figure class="wp-block-image size-large"><img src="{$home}/wp-content/uploads/2026/11/cell-1024x768.jpg" alt="显微镜下的细胞" class="wp-image-12" srcset="{$home}/wp-content/uploads/2026/11/cell-300x225.jpg 300w, {$home}/wp-content/uploads/2026/11/cell-1024x768.jpg 1024w" sizes="(max-width: 1024px) 100vw, 1024px" width="1024" height="768" loading="lazy" decoding="async"/><figcaption class="wp-element-caption">图1：显微镜下的<em>细胞</em></figcaption></figure>
<!-- /wp:image -->

<!-- wp:quote -->
<blockquote class="wp-block-quote"><!-- wp:paragraph -->
<p>科学是一种思维方式，而不仅仅是知识的积累。</p>
<!-- /wp:paragraph --><cite>卡尔·萨根</cite></blockquote>
<!-- /wp:quote -->

<!-- wp:list -->
<ul class="wp-block-list"><!-- wp:list-item -->
<li>样本量：<strong>120</strong> 例</li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li>温度：4 <sup>°</sup>C</li>
<!-- /wp:list-item --></ul>
<!-- /wp:list -->

<!-- wp:image {"id":13,"sizeSlug":"full"} -->
<figure class="wp-block-image size-full"><img src="/wp-content/uploads/2026/11/chart.png" alt="" class="wp-image-13"/></figure>
<!-- /wp:image -->

<!-- wp:table -->
<figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr><th>组别</th><th>例数</th></tr></thead><tbody><tr><td>实验组</td><td>60</td></tr><tr><td>对照组</td><td>60</td></tr></tbody></table><figcaption class="wp-element-caption">表1：分组</figcaption></figure>
<!-- /wp:table -->

<!-- wp:embed {"url":"https://v.qq.com/x/page/abc.html","type":"video","providerNameSlug":"tencent-video"} -->
<figure class="wp-block-embed is-type-video is-provider-tencent-video wp-block-embed-tencent-video"><div class="wp-block-embed__wrapper"><iframe src="https://v.qq.com/txp/iframe/player.html?vid=abc" width="640" height="360"></iframe></div><figcaption class="wp-element-caption">实验过程视频</figcaption></figure>
<!-- /wp:embed -->

<!-- wp:html -->
<script>document.cookie = "<p>偷</p>";</script>
<p class="lead" id="x" data-track="1" style="color:red" onclick="alert(1)">请点击这里</p>
<!-- /wp:html -->

<!-- wp:paragraph -->
<p></p>
<!-- /wp:paragraph -->
HTML;
	}

	/**
	 * The references section the sync appends.
	 */
	private static function references(): string {
		return '<section data-mvc-references><h2>参考文献</h2><ol>'
			. '<li><a href="https://doi.org/10.1038/s41586-026-00001-1">张三，李四. 宏观量子纠缠[J]. 自然, 2026, 630: 1-5.</a></li>'
			. '<li><a href="https://doi.org/10.1126/science.abc1234">https://doi.org/10.1126/science.abc1234</a></li>'
			. '<li>王五. 无链接的文献[M]. 北京: 科学出版社, 2020.</li>'
			. '</ol></section>';
	}

	public function test_fixture_and_class_hold_the_same_list(): void {
		$this->assertSame( self::fixture(), WeChatHtml::ALLOWED );
		$this->assertNotEmpty( json_decode( (string) file_get_contents( dirname( __DIR__, 4 ) . '/fixtures/wechat/allowed-html.json' ), true )['_source'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	}

	public function test_convert_article_keeps_only_wechat_markup_and_the_sites_look(): void {
		$body   = do_blocks( self::article_blocks() ) . self::references();
		$images = WeChatHtml::images( $body );
		$this->assertSame( array( home_url( '/wp-content/uploads/2026/11/cell-1024x768.jpg' ), home_url( '/wp-content/uploads/2026/11/chart.png' ) ), $images );

		$out = WeChatHtml::convert( $body, array_combine( $images, array( self::CELL, self::CHART ) ) );
		$xp  = self::xpath( $out );

		$this->assertSame( array(), self::outside_the_list( $out ) );
		$this->assertSame( 0, $xp->query( '//body//*[@class or @id or @onclick]' )->length );
		$this->assertDoesNotMatchRegularExpression( '/\s(data-|on)[a-z-]+=/i', $out );
		$this->assertStringNotContainsString( '<html', $out );
		$this->assertStringNotContainsString( '<body', $out );
		$this->assertStringNotContainsString( 'cookie', $out );
		$this->assertStringNotContainsString( 'alert', $out );
		$this->assertStringNotContainsString( 'color:red', $out );
		$this->assertStringNotContainsString( 'iframe', $out );

		$sources = array();
		foreach ( $xp->query( '//img' ) as $img ) {
			$sources[] = $img->getAttribute( 'src' );
		}
		$this->assertSame( array( self::CELL, self::CHART ), $sources );
		$this->assertSame( '显微镜下的细胞', $xp->query( '//img' )->item( 0 )->getAttribute( 'alt' ) );

		$caption = '<p style="' . WeChatStyles::of( 'caption' ) . '">图1：显微镜下的<em>细胞</em></p>';
		$this->assertStringContainsString( '<section style="' . WeChatStyles::of( 'figure' ) . '"><img src="' . esc_attr( self::CELL ) . '" alt="显微镜下的细胞" style="' . WeChatStyles::of( 'img' ) . '">' . $caption . '</section>', $out );
		$this->assertStringContainsString( '<p style="' . WeChatStyles::of( 'caption' ) . '">表1：分组</p>', $out );

		$this->assertSame( '研究方法', $xp->query( '//h2[@style="' . WeChatStyles::of( 'h2' ) . '"]' )->item( 0 )->textContent );
		$this->assertSame( '科学是一种思维方式，而不仅仅是知识的积累。', $xp->query( '//blockquote/p' )->item( 0 )->textContent );
		$this->assertSame( '卡尔·萨根', $xp->query( '//blockquote/p[@style="' . WeChatStyles::of( 'cite' ) . '"]' )->item( 0 )->textContent );
		$this->assertStringContainsString( WeChatStyles::of( 'blockquote' ), $out );
		$this->assertSame( array( '样本量：120 例', '温度：4 °C' ), array_map( static fn( $li ) => $li->textContent, iterator_to_array( $xp->query( '//ul/li' ) ) ) );
		$this->assertSame( 6, $xp->query( '//table//*[self::td or self::th][@style]' )->length );

		$this->assertStringContainsString( '<span style="' . WeChatStyles::of( 'link' ) . '">原始论文</span>', $out );
		$this->assertStringNotContainsString( 'example.org', $out );
		$this->assertStringContainsString( '<a style="' . WeChatStyles::of( 'a' ) . '" href="https://mp.weixin.qq.com/s/abcDEF">往期推送</a>', $out );
		$this->assertSame( 1, $xp->query( '//a' )->length );

		/* translators: %s: the embed's caption or address. */
		$this->assertStringContainsString( esc_html( sprintf( __( 'The video is in the original article: %s', 'mvc-core' ), '实验过程视频' ) ), $out );
		$this->assertStringContainsString( '请点击这里', $out );
		$this->assertSame( 0, $xp->query( '//p[not(node())]' )->length );

		$references = $xp->query( '//section[@style="' . WeChatStyles::of( 'references' ) . '"]' )->item( 0 );
		$this->assertNotNull( $references );
		$this->assertSame( '参考文献', $xp->query( './h2', $references )->item( 0 )->textContent );
		$this->assertSame( '张三，李四. 宏观量子纠缠[J]. 自然, 2026, 630: 1-5. https://doi.org/10.1038/s41586-026-00001-1', $xp->query( './ol/li', $references )->item( 0 )->textContent );
		$this->assertSame( 'https://doi.org/10.1126/science.abc1234', $xp->query( './ol/li', $references )->item( 1 )->textContent );
		$this->assertSame( '王五. 无链接的文献[M]. 北京: 科学出版社, 2020.', $xp->query( './ol/li', $references )->item( 2 )->textContent );

		$this->assertStringContainsString( '研究团队在《自然》发表论文，首次观测到“量子纠缠”的宏观效应——这是一个重要突破。详见', $out );
		$this->assertSame( $out, WeChatHtml::convert( $body, array_combine( $images, array( self::CELL, self::CHART ) ) ) );
		$this->assertLessThan( WeChatHtml::MAX_CHARS, mb_strlen( $out ) );
	}

	public function test_images_are_absolute_unique_in_order_from_src_only(): void {
		$html   = '<p><img src="/a.jpg" srcset="/a-300.jpg 300w, /b.jpg 600w"></p>'
			. '<figure><img src="https://cdn.example.com/b.png"></figure>'
			. '<img src="' . home_url( '/a.jpg' ) . '"><img src="uploads/c.gif"><img src="//cdn.example.com/d.jpg">'
			. '<img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><img src="">'
			. '<noscript><img src="/noscript.jpg"></noscript><template><img src="/template.jpg"></template>'
			. '<figure class="wp-block-embed"><img src="/poster.jpg"></figure>';
		$scheme = (string) wp_parse_url( home_url(), PHP_URL_SCHEME );
		$this->assertSame(
			array( home_url( '/a.jpg' ), 'https://cdn.example.com/b.png', home_url( '/uploads/c.gif' ), $scheme . '://cdn.example.com/d.jpg' ),
			WeChatHtml::images( $html )
		);
		$this->assertSame( array(), WeChatHtml::images( '<p>没有图片</p>' ) );
	}

	public function test_image_keeps_only_its_wechat_url_alt_and_style(): void {
		$out = WeChatHtml::convert( '<p><img src="/a.jpg" srcset="/a-2x.jpg 2x" sizes="100vw" loading="lazy" decoding="async" class="wp-image-1" width="10" height="20" alt="甲" title="t" style="border:9px" onerror="x()"></p>', array( home_url( '/a.jpg' ) => self::CELL ) );
		$this->assertSame( '<p style="' . WeChatStyles::of( 'p' ) . '"><img src="' . esc_attr( self::CELL ) . '" alt="甲" style="' . WeChatStyles::of( 'img' ) . '"></p>', $out );
	}

	public function test_image_without_wechat_url_is_dropped_with_its_figure_and_caption(): void {
		$html = '<figure class="wp-block-image"><img src="/a.jpg"><figcaption class="wp-element-caption">图注</figcaption></figure><p>正文<img src="/b.jpg"></p>';
		$out  = WeChatHtml::convert( $html, array( home_url( '/b.jpg' ) => self::CHART ) );
		$this->assertStringNotContainsString( '图注', $out );
		$this->assertStringNotContainsString( '<section', $out );
		$this->assertSame( array( self::CHART ), array_map( static fn( $img ) => $img->getAttribute( 'src' ), iterator_to_array( self::xpath( $out )->query( '//img' ) ) ) );
		$this->assertSame( '', WeChatHtml::convert( '<figure><img src="/a.jpg"></figure>', array( home_url( '/a.jpg' ) => 'javascript:alert(1)' ) ) );
	}

	public function test_gallery_keeps_the_mapped_images_and_its_caption(): void {
		$html = '<figure class="wp-block-gallery has-nested-images columns-2"><figure class="wp-block-image"><img src="/a.jpg"></figure><figure class="wp-block-image"><img src="/b.jpg"></figure><figcaption class="blocks-gallery-caption">组图</figcaption></figure>';
		$xp   = self::xpath( WeChatHtml::convert( $html, array( home_url( '/a.jpg' ) => self::CELL ) ) );
		$this->assertSame( 1, $xp->query( '//section/section/img' )->length );
		$this->assertSame( '组图', $xp->query( '//section/p' )->item( 0 )->textContent );
	}

	public function test_headings_become_h2_to_h4_in_the_sites_colours(): void {
		$out = WeChatHtml::convert( '<h1>一</h1><h2 class="wp-block-heading has-text-align-center" id="b" style="color:red">二</h2><h3>三</h3><h5>五</h5><h6>六</h6>', array() );
		$this->assertSame(
			'<h2 style="' . WeChatStyles::of( 'h2' ) . '">一</h2><h2 style="' . WeChatStyles::of( 'h2' ) . 'text-align:center;">二</h2><h3 style="' . WeChatStyles::of( 'h3' ) . '">三</h3><h4 style="' . WeChatStyles::of( 'h4' ) . '">五</h4><h4 style="' . WeChatStyles::of( 'h4' ) . '">六</h4>',
			$out
		);
		$this->assertStringContainsString( WeChatStyles::PRIMARY_DARK, WeChatStyles::of( 'h2' ) );
	}

	public function test_dangerous_elements_are_removed_with_their_content(): void {
		$html = '<p>留</p><script>a()</script><style>p{}</style><iframe src="https://x.example"><p>框</p></iframe><form><input value="表"><button>按</button><textarea>文</textarea></form>'
			. '<svg><text>图</text></svg><noscript>无</noscript><template><p>模</p></template><object data="x.swf">物</object><video src="v.mp4">视</video>';
		$this->assertSame( '<p style="' . WeChatStyles::of( 'p' ) . '">留</p>', WeChatHtml::convert( $html, array() ) );
	}

	public function test_unknown_tags_keep_their_text_and_containers_become_sections(): void {
		$out = WeChatHtml::convert( '<div class="wp-block-group"><custom-box><span class="x">甲</span><u>乙</u><b>丙</b><i>丁</i></custom-box></div>', array() );
		$this->assertSame( '<section>甲乙<strong>丙</strong><em>丁</em></section>', $out );
	}

	public function test_input_attributes_are_never_kept(): void {
		$out = WeChatHtml::convert( '<p class="a" id="b" data-x="c" style="position:fixed" onclick="d()" onmouseover="e()" title="f" lang="zh">字</p><table><tr><td colspan="2" rowspan="x" onclick="g()">格</td></tr></table>', array() );
		$this->assertSame( array(), self::outside_the_list( $out ) );
		$this->assertStringStartsWith( '<p style="' . WeChatStyles::of( 'p' ) . '">字</p>', $out );
		$this->assertStringContainsString( '<td style="' . WeChatStyles::of( 'td' ) . '" colspan="2">格</td>', $out );
		$this->assertDoesNotMatchRegularExpression( '/position|onclick|onmouseover|data-x|title=|lang=|rowspan/', $out );
	}

	public function test_links_leaving_wechat_become_their_text(): void {
		$html = '<p><a href="https://example.org/x" target="_blank" rel="noopener">外链</a> <a href="/2026/11/article/">站内</a> <a href="javascript:alert(1)">脚本</a> <a href="#note">锚点</a> '
			. '<a href="mailto:a@example.org">邮件</a> <a href="https://mp.weixin.qq.com/s/abc" onclick="x()" class="y">公众号</a> <a href="https://mp.weixin.qq.com.evil.example/s">仿冒</a></p>';
		$out  = WeChatHtml::convert( $html, array() );
		$link = WeChatStyles::of( 'link' );
		$this->assertSame(
			'<p style="' . WeChatStyles::of( 'p' ) . '"><span style="' . $link . '">外链</span> <span style="' . $link . '">站内</span> 脚本 锚点 邮件 <a style="' . WeChatStyles::of( 'a' ) . '" href="https://mp.weixin.qq.com/s/abc">公众号</a> <span style="' . $link . '">仿冒</span></p>',
			$out
		);
	}

	public function test_reference_links_show_their_address_unless_the_text_is_it(): void {
		$html = '<section data-mvc-references class="x"><h2>参考文献</h2><ol><li><a href="https://doi.org/10.1/abc">题名</a></li><li><a href="https://doi.org/10.2/def/">doi.org/10.2/def</a></li><li><a href="https://mp.weixin.qq.com/s/z">公众号文章</a></li></ol></section>';
		$xp   = self::xpath( WeChatHtml::convert( $html, array() ) );
		$this->assertSame( '题名 https://doi.org/10.1/abc', $xp->query( '//li' )->item( 0 )->textContent );
		$this->assertSame( 'doi.org/10.2/def', $xp->query( '//li' )->item( 1 )->textContent );
		$this->assertSame( 'https://mp.weixin.qq.com/s/z', $xp->query( '//li/a' )->item( 0 )->getAttribute( 'href' ) );
		$this->assertSame( WeChatStyles::of( 'references_li' ), $xp->query( '//li' )->item( 0 )->getAttribute( 'style' ) );
		$this->assertSame( WeChatStyles::of( 'references_h2' ), $xp->query( '//h2' )->item( 0 )->getAttribute( 'style' ) );
		$this->assertSame( '<p style="' . WeChatStyles::of( 'p' ) . '"><span style="' . WeChatStyles::of( 'link' ) . '">题名</span></p>', WeChatHtml::convert( '<p><a href="https://doi.org/10.1/abc">题名</a></p>', array() ) );
	}

	public function test_embeds_become_a_notice_naming_their_source(): void {
		$video = '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper"><iframe src="https://www.youtube.com/embed/abc"></iframe></div></figure>';
		$rich  = '<figure class="wp-block-embed is-type-rich"><div class="wp-block-embed__wrapper">
https://twitter.com/x/status/1
</div></figure>';
		$bare  = '<figure class="wp-block-embed"><div class="wp-block-embed__wrapper"></div></figure>';
		$out   = WeChatHtml::convert( $video . $rich . $bare, array() );
		$style = WeChatStyles::of( 'embed' );
		/* translators: %s: the embed's caption or address. */
		$first = sprintf( __( 'The video is in the original article: %s', 'mvc-core' ), 'https://www.youtube.com/embed/abc' );
		/* translators: %s: the embed's caption or address. */
		$second = sprintf( __( 'The embedded content is in the original article: %s', 'mvc-core' ), 'https://twitter.com/x/status/1' );
		$this->assertSame( '<p style="' . $style . '">' . esc_html( $first ) . '</p><p style="' . $style . '">' . esc_html( $second ) . '</p><p style="' . $style . '">' . esc_html( __( 'The embedded content is in the original article.', 'mvc-core' ) ) . '</p>', $out );
	}

	public function test_pullquote_and_code_keep_their_look(): void {
		$out = WeChatHtml::convert( "<figure class=\"wp-block-pullquote\"><blockquote><p>金句</p><cite>某人</cite></blockquote></figure><pre class=\"wp-block-code\"><code>if ( a ) {\n\tb();\n}</code></pre><p>用 <code>npm</code> 安装</p>", array() );
		$this->assertStringContainsString( '<section style="' . WeChatStyles::of( 'pullquote' ) . '"><blockquote style="' . WeChatStyles::of( 'pullquote_quote' ) . '"><p style="' . WeChatStyles::of( 'pullquote_body' ) . '">金句</p>', $out );
		$this->assertStringContainsString( '<pre style="' . WeChatStyles::of( 'pre' ) . '"><code style="' . WeChatStyles::of( 'pre_code' ) . "\">if ( a ) {\n\tb();\n}</code></pre>", $out );
		$this->assertStringContainsString( '用 <code style="' . WeChatStyles::of( 'code' ) . '">npm</code> 安装', $out );
	}

	public function test_empty_paragraphs_are_dropped_and_white_space_collapsed(): void {
		$html = "\n<p></p>\n<p> &nbsp; </p><p><br></p><p>\u{3000}</p>\n\n<p>\n  第一行<br>\n  第二行  </p>\n<hr class=\"wp-block-separator\">\n<ul>\n <li> 项 </li>\n</ul>\n";
		$this->assertSame(
			'<p style="' . WeChatStyles::of( 'p' ) . '">第一行<br> 第二行</p><hr style="' . WeChatStyles::of( 'hr' ) . '"><ul style="' . WeChatStyles::of( 'ul' ) . '"><li style="' . WeChatStyles::of( 'li' ) . '">项</li></ul>',
			WeChatHtml::convert( $html, array() )
		);
		$this->assertSame( '', WeChatHtml::convert( '', array() ) );
	}

	public function test_text_is_escaped_and_invalid_utf8_replaced(): void {
		$out = WeChatHtml::convert( "<p>a &lt;script&gt; &amp; b \xC3\x28 中文</p>", array() );
		$this->assertSame( '<p style="' . WeChatStyles::of( 'p' ) . '">a &lt;script&gt; &amp; b ?( 中文</p>', $out );
	}

	public function test_embed_notice_is_in_chinese_for_the_operators(): void {
		switch_to_locale( 'zh_CN' );
		try {
			$out = WeChatHtml::convert( '<figure class="wp-block-embed is-type-video"><div class="wp-block-embed__wrapper"><iframe src="https://v.qq.com/x"></iframe></div><figcaption>实验视频</figcaption></figure>', array() );
		} finally {
			restore_previous_locale();
		}
		$this->assertSame( '<p style="' . WeChatStyles::of( 'embed' ) . '">视频请在原文中观看（点击文末“阅读原文”）：实验视频</p>', $out );
	}
}
