<?php
/**
 * Articles, images and the fake official account for the draft sync's tests.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Syndication\WeChat;

use Mvc\Core\Member\WeChat\AccessToken;
use Mvc\Core\Member\WeChat\Config;
use Mvc\Tests\FakeWeChat;

/**
 * Image files are written to the uploads folder (removed by forget_files()); the fake provider of
 * the test instance (bin/fake-wechat.mjs) is the official account, driven by its test hooks; every
 * HTTP request the code makes is counted by path.
 */
trait DraftFixtures {

	/**
	 * Files written by the test.
	 *
	 * @var list<string>
	 */
	private array $files = array();

	/**
	 * Paths of the HTTP requests made, in order.
	 *
	 * @var list<string>
	 */
	private array $calls = array();

	/**
	 * The counting filter.
	 *
	 * @var callable|null
	 */
	private $counter = null;

	/**
	 * Points the site at the fake, forgets the kept token and starts counting requests.
	 */
	private function start_fake(): void {
		FakeWeChat::configure();
		AccessToken::forget();
		$this->calls   = array();
		$this->counter = function ( $pre, $args, $url ) {
			$this->calls[] = (string) wp_parse_url( (string) $url, PHP_URL_PATH );
			return $pre;
		};
		add_filter( 'pre_http_request', $this->counter, 10, 3 );
	}

	/**
	 * Stops counting and removes the files.
	 */
	private function stop_fake(): void {
		if ( $this->counter ) {
			remove_filter( 'pre_http_request', $this->counter, 10 );
		}
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
		}
		$this->files = array();
	}

	/**
	 * How many requests went to a path (all requests to WeChat's host when none is given).
	 *
	 * @param string $path Path, such as /cgi-bin/token.
	 */
	private function calls_to( string $path = '' ): int {
		if ( '' === $path ) {
			return count( array_filter( $this->calls, static fn( string $p ): bool => str_starts_with( $p, '/cgi-bin/' ) ) );
		}
		return count( array_filter( $this->calls, static fn( string $p ): bool => $p === $path ) );
	}

	/**
	 * A test hook of the fake (GET, or POST with a JSON body).
	 *
	 * @param string     $path Hook path, such as /__expire.
	 * @param array|null $body JSON body (POST), or null (GET).
	 * @return mixed The decoded answer.
	 */
	private function fake( string $path, ?array $body = null ) {
		$url      = Config::current()['api_host'] . $path;
		$response = null === $body
			? wp_remote_get( $url )
			: wp_remote_post(
				$url,
				array(
					'headers' => array( 'Content-Type' => 'application/json' ),
					'body'    => (string) wp_json_encode( $body ),
				)
			);
		$this->assertFalse( is_wp_error( $response ), 'Is the test instance running (bash bin/start.sh test)?' );
		$this->calls = array_values( array_filter( $this->calls, static fn( string $p ): bool => ! str_starts_with( $p, '/__' ) ) );
		return json_decode( wp_remote_retrieve_body( $response ), true );
	}

	/**
	 * An image in the media library.
	 *
	 * @param string $kind  jpg, png, gif or webp.
	 * @param int    $extra Bytes appended to the file (to pass a size limit).
	 * @return array{id: int, url: string}
	 */
	private function image( string $kind = 'jpg', int $extra = 0 ): array {
		$uploads = wp_upload_dir();
		$name    = 'wechat-test-' . wp_generate_password( 8, false ) . '.' . $kind;
		$file    = $uploads['path'] . '/' . $name;
		$picture = imagecreatetruecolor( 40, 30 );
		imagefill( $picture, 0, 0, (int) imagecolorallocate( $picture, 20, 120, 200 ) );
		$write = array(
			'jpg'  => 'imagejpeg',
			'png'  => 'imagepng',
			'gif'  => 'imagegif',
			'webp' => 'imagewebp',
		)[ $kind ];
		wp_mkdir_p( $uploads['path'] );
		$write( $picture, $file );
		if ( $extra ) {
			file_put_contents( $file, str_repeat( "\0", $extra ), FILE_APPEND ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test file.
		}
		$this->files[] = $file;
		$id            = wp_insert_attachment(
			array(
				'post_mime_type' => 'jpg' === $kind ? 'image/jpeg' : 'image/' . $kind,
				'post_title'     => $name,
				'post_status'    => 'inherit',
			),
			$file
		);
		return array(
			'id'  => (int) $id,
			'url' => (string) wp_get_attachment_url( (int) $id ),
		);
	}

	/**
	 * An article with a cover, two inline images, a figure with its caption, a quote and two
	 * references, by an author with a short name.
	 *
	 * @param array<string, mixed> $args  Post fields over the defaults.
	 * @param bool                 $cover Whether it has a featured image.
	 * @return array{id: int, images: list<array{id: int, url: string}>}
	 */
	private function article( array $args = array(), bool $cover = true ): array {
		$author = self::factory()->user(
			array(
				'role'         => 'editor',
				'display_name' => '编辑部',
			)
		);
		$one    = $this->image( 'jpg' );
		$two    = $this->image( 'png' );
		$figure = $this->image( 'jpg' );
		$body   = '<!-- wp:paragraph --><p>研究团队发现了一种新的材料。<img class="wp-image-' . $one['id'] . '" src="' . $one['url'] . '" alt=""> 以及 <img src="' . $two['url'] . '" alt=""></p><!-- /wp:paragraph -->'
			. '<!-- wp:image {"id":' . $figure['id'] . '} --><figure class="wp-block-image"><img src="' . $figure['url'] . '" alt="" class="wp-image-' . $figure['id'] . '"/><figcaption class="wp-element-caption">图 1：样品</figcaption></figure><!-- /wp:image -->'
			. '<!-- wp:quote --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>科学没有国界。</p><!-- /wp:paragraph --></blockquote><!-- /wp:quote -->';
		$id     = self::factory()->post(
			array_merge(
				array(
					'post_title'   => '新材料研究进展',
					'post_content' => $body,
					'post_excerpt' => '',
					'post_author'  => $author,
				),
				$args
			)
		);
		update_post_meta( $id, 'reference_title', "第一篇参考文献\n第二篇参考文献" );
		update_post_meta( $id, 'reference_url', "https://doi.org/10.1000/1\nhttps://example.com/paper" );
		if ( $cover ) {
			set_post_thumbnail( $id, $this->image( 'jpg' )['id'] );
		}
		return array(
			'id'     => $id,
			'images' => array( $one, $two, $figure ),
		);
	}
}
