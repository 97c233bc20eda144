<?php
/**
 * The ids a content import gives out, and the fields holding ids it holds back until its end.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Transfer;

use Mvc\Core\Content\ArticleFields;
use Mvc\Core\Content\JournalFields;
use Mvc\Core\Content\PostTypes\Journal;

/**
 * The importer copies meta as it is, so a field holding an old id would point at another object:
 * such a field is written with the new id when its object is already in, else held for WxrRestore
 * at `import_end`. A post that already existed gets only the meta it lacks. One a run.
 */
final class WxrIds {

	/**
	 * Meta keys holding an id, for any post type.
	 */
	private const ID_KEYS = array( '_thumbnail_id' => 'image' );

	/**
	 * Old post id => new (or existing) post id.
	 *
	 * @var array<int, int>
	 */
	private array $posts = array();

	/**
	 * Old ids of posts that already existed here.
	 *
	 * @var array<int, true>
	 */
	private array $existing = array();

	/**
	 * Meta held back: [post id here, key, old id, kind (`image` or `post`)].
	 *
	 * @var list<array{0: int, 1: string, 2: int, 3: string}>
	 */
	private array $held = array();

	/**
	 * Fields written with this site's ids as they came.
	 *
	 * @var int
	 */
	private int $written = 0;

	/**
	 * Notes an item that was here before.
	 *
	 * @param int $old Its id in the file.
	 */
	public function existed( int $old ): void {
		$this->existing[ $old ] = true;
	}

	/**
	 * A post or image is in; of the meta about to be added, answers what the importer still writes.
	 *
	 * @param mixed                $postmeta The item's meta ([key, value] pairs).
	 * @param int                  $post_id  Its id here.
	 * @param array<string, mixed> $post     The item.
	 * @return mixed
	 */
	public function post_meta( $postmeta, $post_id, $post ) {
		$old = (int) ( $post['post_id'] ?? 0 );
		if ( $old > 0 && $post_id > 0 ) {
			$this->posts[ $old ] = (int) $post_id;
		}
		if ( ! is_array( $postmeta ) ) {
			return $postmeta;
		}
		$ids  = $this->id_keys( (string) ( $post['post_type'] ?? '' ) );
		$kept = array();
		foreach ( $postmeta as $meta ) {
			$key   = (string) ( $meta['key'] ?? '' );
			$value = $meta['value'] ?? '';
			if ( isset( $ids[ $key ] ) && is_scalar( $value ) && ctype_digit( (string) $value ) ) {
				// Already imported (an image before its article, as the export orders them): written now.
				// Else held until the end, so memory grows with the forward references only.
				$target = $this->posts[ (int) $value ] ?? 0;
				if ( $target && ( 'post' === $ids[ $key ] || 'attachment' === get_post_type( $target ) ) ) {
					update_post_meta( (int) $post_id, $key, $target );
					++$this->written;
				} else {
					$this->held[] = array( (int) $post_id, $key, (int) $value, $ids[ $key ] );
				}
				continue;
			}
			if ( metadata_exists( 'post', (int) $post_id, $key ) ) {
				if ( isset( $this->existing[ $old ] ) ) {
					continue;
				}
				// A hook of the new post's insert wrote its default (a course's learners): the file's value replaces it.
				if ( self::is_single( (string) ( $post['post_type'] ?? '' ), $key ) ) {
					delete_post_meta( (int) $post_id, $key );
				}
			}
			$kept[] = $meta;
		}//end foreach
		return $kept;
	}

	/**
	 * A meta key registered as one value a post.
	 *
	 * @param string $type Post type.
	 * @param string $key  Meta key.
	 */
	private static function is_single( string $type, string $key ): bool {
		$registered = get_registered_meta_keys( 'post', $type ) + get_registered_meta_keys( 'post' );
		return ! empty( $registered[ $key ]['single'] );
	}

	/**
	 * Meta keys of a post type that hold ids: key => `image` or `post`.
	 *
	 * @param string $type Post type.
	 * @return array<string, string>
	 */
	private function id_keys( string $type ): array {
		$keys = self::ID_KEYS;
		if ( Journal::TYPE === $type ) {
			foreach ( JournalFields::fields() as $key => $kind ) {
				if ( JournalFields::IMAGE === $kind ) {
					$keys[ $key ] = 'image';
				}
			}
		} elseif ( 'post' === $type ) {
			$keys['journal_logo']           = 'image';
			$keys[ ArticleFields::JOURNAL ] = 'post';
		}
		return $keys;
	}

	/**
	 * Old post id => new (or existing) post id.
	 *
	 * @return array<int, int>
	 */
	public function posts(): array {
		return $this->posts;
	}

	/**
	 * Meta held back: [post id here, key, old id, kind].
	 *
	 * @return list<array{0: int, 1: string, 2: int, 3: string}>
	 */
	public function held(): array {
		return $this->held;
	}

	/**
	 * Fields written with this site's ids as they came.
	 */
	public function written(): int {
		return $this->written;
	}
}
