<?php
/**
 * The title-banner partial.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Theme\Content;

use Mvc\Core\Settings;
use Mvc\Tests\TestCase;

/**
 * The partial template-parts/title-banner.php: the Chinese title as the h1, the English subtitle when given,
 * an optional modifier class; what the industry-news list and the podcast route show.
 */
final class TitleBannerTest extends TestCase {

	/**
	 * The partial's HTML for some arguments, whitespace between tags dropped.
	 *
	 * @param array<string, string> $args Arguments.
	 */
	private function banner( array $args ): string {
		ob_start();
		get_template_part( 'template-parts/title-banner', null, $args );
		return (string) preg_replace( '/>\s+</', '><', trim( (string) ob_get_clean() ) );
	}

	public function test_banner_shows_the_title_and_the_subtitle(): void {
		$this->assertSame(
			'<div class="mvc-title-banner mvc-title-banner--podcast"><div class="mvc-container"><h1 class="mvc-title-banner__title">材料科学播客</h1><p class="mvc-title-banner__subtitle">Podcast</p></div></div>',
			$this->banner(
				array(
					'title'    => '材料科学播客',
					'subtitle' => 'Podcast',
					'modifier' => 'podcast',
				)
			)
		);
	}

	public function test_banner_without_subtitle_or_modifier_has_the_title_only(): void {
		$this->assertSame(
			'<div class="mvc-title-banner"><div class="mvc-container"><h1 class="mvc-title-banner__title">行业资讯</h1></div></div>',
			$this->banner(
				array(
					'title'    => '行业资讯',
					'subtitle' => '',
				)
			)
		);
	}

	public function test_banner_escapes_its_text(): void {
		$html = $this->banner(
			array(
				'title'    => '<b>A & B</b>',
				'subtitle' => '<script>x</script>',
			)
		);

		$this->assertStringContainsString( '&lt;b&gt;A &amp; B&lt;/b&gt;', $html );
		$this->assertStringNotContainsString( '<script>', $html );
	}

	public function test_podcast_route_and_industry_news_list_show_the_banner(): void {
		$industry = self::factory()->term(
			'category',
			array(
				'slug'        => 'industry-news',
				'name'        => '行业资讯',
				'description' => 'Industry news',
			)
		);
		update_option( Settings::OPTION, array( 'category_industry_news' => $industry ) );
		delete_option( 'rewrite_rules' );

		$this->go_to( '/industry-news/' );
		ob_start();
		require get_template_directory() . '/category.php';
		$list = (string) preg_replace( '/>\s+</', '><', (string) ob_get_clean() );

		$this->assertStringContainsString( '<div class="mvc-title-banner"><div class="mvc-container"><h1 class="mvc-title-banner__title">行业资讯</h1><p class="mvc-title-banner__subtitle">Industry news</p></div></div>', $list );

		$this->go_to( '/podcast/' );
		ob_start();
		require get_template_directory() . '/templates/route-podcast.php';
		$podcast = (string) preg_replace( '/>\s+</', '><', (string) ob_get_clean() );

		$this->assertStringContainsString( '<div class="mvc-title-banner mvc-title-banner--podcast"><div class="mvc-container"><h1 class="mvc-title-banner__title">材料科学播客</h1><p class="mvc-title-banner__subtitle">Podcast</p></div></div>', $podcast );
	}
}
