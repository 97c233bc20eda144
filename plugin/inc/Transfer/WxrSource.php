<?php
/**
 * The old site of a content import: its addresses, its bundle, and its URLs made this site's.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

/**
 * What WxrImport learns of the site the file came from while the importer runs. One a run: a new
 * import starts with a new one.
 */
final class WxrSource {

	/**
	 * URLs of the old site become this site's.
	 *
	 * @var bool
	 */
	private bool $rewrite = false;

	/**
	 * The old site's home and uploads (with trailing slashes), '' while unknown.
	 *
	 * @var array{home: string, uploads: string}
	 */
	private array $old = array(
		'home'    => '',
		'uploads' => '',
	);

	/**
	 * This site's uploads and home (with trailing slashes), for the old site's.
	 *
	 * @var array{0: string, 1: string}
	 */
	private array $here = array( '', '' );

	/**
	 * The bundle, when the file has one.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $bundle = null;

	/**
	 * For a run, with the operator's choice of rewriting URLs (the importer's 更改链接).
	 *
	 * @param bool $rewrite Whether to rewrite.
	 */
	public function __construct( bool $rewrite = false ) {
		$this->rewrite = $rewrite;
	}

	/**
	 * The bundle, when the file has one.
	 *
	 * @return array<string, mixed>|null
	 */
	public function bundle(): ?array {
		return $this->bundle;
	}

	/**
	 * Reads the bundle item.
	 *
	 * @param array<string, mixed> $post The item.
	 */
	public function take_bundle( array $post ): void {
		foreach ( (array) ( $post['postmeta'] ?? array() ) as $meta ) {
			if ( SiteBundle::BUNDLE_META === ( $meta['key'] ?? '' ) ) {
				$bundle = json_decode( (string) $meta['value'], true );
				if ( is_array( $bundle ) && SiteBundle::FORMAT === ( $bundle['format'] ?? null ) ) {
					$this->bundle = $bundle;
				}
			}
		}
	}

	/**
	 * Learns the old site from the file's items (after its bundle, if any), and this site's addresses.
	 *
	 * @param list<array<string, mixed>> $posts The items.
	 */
	public function learn( array $posts ): void {
		$this->old  = $this->old_site( $posts );
		$uploads    = wp_get_upload_dir();
		$this->here = array( trailingslashit( (string) $uploads['baseurl'] ), home_url( '/' ) );
	}

	/**
	 * The old site's home and uploads: the bundle's, else the importer's base URL, else the host of
	 * the first item's GUID.
	 *
	 * @param list<array<string, mixed>> $posts The items.
	 * @return array{home: string, uploads: string}
	 */
	private function old_site( array $posts ): array {
		$home = (string) ( $this->bundle['home'] ?? '' );
		if ( '' === $home && isset( $GLOBALS['wp_import']->base_url ) ) {
			$home = (string) $GLOBALS['wp_import']->base_url;
		}
		if ( '' === $home && isset( $posts[0]['guid'] ) && preg_match( '#^https?://[^/?]+#i', (string) $posts[0]['guid'], $match ) ) {
			$home = $match[0];
		}
		$home = '' === $home ? '' : trailingslashit( $home );
		return array(
			'home'    => $home,
			'uploads' => (string) ( $this->bundle['uploads'] ?? ( '' === $home ? '' : $home . 'wp-content/uploads/' ) ),
		);
	}

	/**
	 * The source key of the old site.
	 */
	public function source(): string {
		return TransferMap::source( $this->old['home'] );
	}

	/**
	 * Whether the operator asked for the old site's URLs to become this site's.
	 */
	public function rewrites(): bool {
		return $this->rewrite;
	}

	/**
	 * One meta pair with the old site's URLs made this site's.
	 *
	 * @param mixed $meta [key, value].
	 * @return mixed
	 */
	public function rewrite_meta( $meta ) {
		if ( is_string( $meta['value'] ?? null ) && ! is_serialized( $meta['value'] ) ) {
			$meta['value'] = $this->rewrite_text( $meta['value'] );
		}
		return $meta;
	}

	/**
	 * A text with the old site's addresses made this site's, when the operator asked for it.
	 *
	 * @param string $value Text.
	 */
	public function rewrite_text( string $value ): string {
		if ( ! $this->rewrite || '' === $this->old['home'] || ! str_contains( $value, '://' ) ) {
			return $value;
		}
		return str_replace( array( $this->old['uploads'], $this->old['home'] ), $this->here, $value );
	}
}
