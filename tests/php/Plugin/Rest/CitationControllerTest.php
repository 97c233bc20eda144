<?php
/**
 * GET /api/citation/{post_id}?format=.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Content\Citation;
use Mvc\Core\Rest\Pipeline;
use Mvc\Tests\TestCase;

/**
 * The route answers a public article's citation as a file of its format (content type, attachment
 * with the file name), 404 in the envelope for a non-article or an article without DOI, 400 for
 * an unknown format; serve_file() sends the body as it is.
 */
final class CitationControllerTest extends TestCase {

	/**
	 * A published article with a DOI.
	 */
	private static function article(): int {
		$post = self::factory()->post(
			array(
				'post_title' => '钙钛矿电池取得新进展',
				'post_date'  => '2026-03-05 10:00:00',
			)
		);
		update_post_meta( $post, 'read_original_article', 'https://doi.org/10.0000/demo.2026.0001' );
		update_post_meta( $post, Citation::AUTHORS, "张三\n李四" );
		return $post;
	}

	public function test_get_ris_answers_the_file_as_an_attachment(): void {
		$post = self::article();

		$response = $this->rest( 'GET', '/api/citation/' . $post, array( 'format' => 'ris' ) );

		$this->assertSame( 200, $response->get_status() );
		$headers = $response->get_headers();
		$this->assertSame( 'application/x-research-info-systems; charset=utf-8', $headers['Content-Type'] );
		$this->assertSame( 'attachment; filename="citation-10.0000_demo.2026.0001.ris"', $headers['Content-Disposition'] );
		$this->assertStringStartsWith( "TY  - JOUR\r\nTI  - 钙钛矿电池取得新进展\r\nAU  - 张三\r\nAU  - 李四\r\n", (string) $response->get_data() );
	}

	public function test_get_without_format_answers_ris_and_bibtex_and_gbt_their_own_types(): void {
		$post = self::article();

		$default = $this->rest( 'GET', '/api/citation/' . $post );
		$bibtex  = $this->rest( 'GET', '/api/citation/' . $post, array( 'format' => 'bibtex' ) );
		$gbt     = $this->rest( 'GET', '/api/citation/' . $post, array( 'format' => 'gbt' ) );

		$this->assertStringStartsWith( 'TY  - JOUR', (string) $default->get_data() );
		$this->assertSame( 'application/x-bibtex; charset=utf-8', $bibtex->get_headers()['Content-Type'] );
		$this->assertStringEndsWith( '.bib"', $bibtex->get_headers()['Content-Disposition'] );
		$this->assertStringStartsWith( '@article{10.0000_demo.2026.0001,', (string) $bibtex->get_data() );
		$this->assertSame( 'text/plain; charset=utf-8', $gbt->get_headers()['Content-Type'] );
		$this->assertSame( '张三, 李四. 钙钛矿电池取得新进展[J]. 2026. DOI:10.0000/demo.2026.0001.', $gbt->get_data() );
	}

	public function test_get_a_bad_format_answers_400(): void {
		$post = self::article();

		$response = $this->rest( 'GET', '/api/citation/' . $post, array( 'format' => 'endnote' ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 400, $response->get_data()['code'] );
		$this->assertSame( 'format', $response->get_data()['data']['field'] );
		$this->assertSame( '引用格式须为 ris、bibtex 或 gbt。', $response->get_data()['message'] );
	}

	public function test_get_an_article_without_doi_answers_404(): void {
		$post = self::factory()->post();
		update_post_meta( $post, 'read_original_article', 'https://www.example.com/paper' );

		$response = $this->rest( 'GET', '/api/citation/' . $post );

		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 404, $response->get_data()['code'] );
		$this->assertSame( '这篇文章没有可引用的论文。', $response->get_data()['message'] );
	}

	public function test_get_a_non_article_or_unpublished_one_answers_404(): void {
		$page = self::factory()->post( array( 'post_type' => 'page' ) );
		update_post_meta( $page, Citation::DOI, '10.1111/x' );
		$draft = self::factory()->post( array( 'post_status' => 'draft' ) );
		update_post_meta( $draft, Citation::DOI, '10.1111/x' );

		$this->assertSame( 404, $this->rest( 'GET', '/api/citation/' . $page )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/api/citation/' . $draft )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/api/citation/999999999' )->get_status() );
	}

	public function test_serve_file_sends_the_body_as_it_is_and_leaves_other_answers(): void {
		$post     = self::article();
		$pipeline = new Pipeline();
		$request  = self::matched( new \WP_REST_Request( 'GET', '/api/citation/' . $post ) );
		$response = $this->rest( 'GET', '/api/citation/' . $post, array( 'format' => 'bibtex' ) );

		ob_start();
		$served = $pipeline->serve_raw( false, $response, $request, rest_get_server() );
		$body   = (string) ob_get_clean();

		$this->assertTrue( $served );
		$this->assertSame( $response->get_data(), $body );

		$error = $this->rest( 'GET', '/api/citation/999999999' );
		ob_start();
		$this->assertFalse( $pipeline->serve_raw( false, $error, $request, rest_get_server() ) );
		$this->assertSame( '', ob_get_clean() );
		$this->assertFalse( $pipeline->serve_raw( false, $response, self::matched( new \WP_REST_Request( 'GET', '/api/podcasts' ) ), rest_get_server() ) );
	}

	/**
	 * The request with the endpoint it matches as its attributes, as WordPress's server sets them.
	 *
	 * @param \WP_REST_Request $request Request.
	 * @phpstan-param \WP_REST_Request<array<string, mixed>> $request
	 * @phpstan-return \WP_REST_Request<array<string, mixed>>
	 */
	private static function matched( \WP_REST_Request $request ): \WP_REST_Request {
		foreach ( rest_get_server()->get_routes() as $route => $endpoints ) {
			if ( 1 === preg_match( '@^' . $route . '$@i', $request->get_route() ) ) {
				$request->set_attributes( $endpoints[0] );
			}
		}
		return $request;
	}
}
