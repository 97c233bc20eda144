<?php
/**
 * An article's journal (所属期刊) and the journal's tag that goes with it.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Content\Article;

use Mvc\Core\Content\ArticleFields;
use Mvc\Core\Content\Journals\JournalTag;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Failure;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The journal is chosen in the editor (ArticleFields::JOURNAL, the journal's id): saving it gives
 * the article the journal's own tag (JournalTag, made when missing), which is what the minisite's
 * lists and the tag page read, and takes the previous journal's tag away. ArticleFields adds the
 * hooks.
 */
final class JournalLink {

	/**
	 * The journal each article had before the change being saved: post id => journal id.
	 *
	 * @var array<int, int>
	 */
	private static array $previous = array();

	/**
	 * Why a value cannot be the article's journal (a WP_Error in Chinese), or null: 0 (none) or the
	 * id of a published journal.
	 *
	 * @param mixed $value The value.
	 */
	public static function check( $value ): ?WP_Error {
		if ( null === $value || '' === $value || 0 === $value || '0' === $value ) {
			return null;
		}
		$journal = is_numeric( $value ) ? get_post( (int) $value ) : null;
		if ( $journal instanceof WP_Post && Journal::TYPE === $journal->post_type && 'publish' === $journal->post_status ) {
			return null;
		}
		return Failure::invalid( __( 'Choose a published journal as the article’s journal.', 'mvc-core' ), ArticleFields::JOURNAL );
	}

	/**
	 * The published journal an article belongs to: the chosen one, or else the journal whose own tag
	 * the article carries (articles tagged before the choice existed); null for none.
	 *
	 * @param int $post_id The article.
	 */
	public static function journal( int $post_id ): ?WP_Post {
		$chosen  = (int) get_post_meta( $post_id, ArticleFields::JOURNAL, true );
		$journal = $chosen > 0 ? get_post( $chosen ) : null;
		if ( $journal instanceof WP_Post && Journal::TYPE === $journal->post_type && 'publish' === $journal->post_status ) {
			return $journal;
		}
		$tags = wp_get_post_terms( $post_id, 'post_tag', array( 'fields' => 'ids' ) );
		return is_array( $tags ) && $tags ? JournalTag::journal_of_tags( array_map( 'intval', $tags ) ) : null;
	}

	/**
	 * `update_post_metadata` / `delete_post_metadata`: notes the journal an article had before its
	 * journal changes (its tag is taken away after).
	 *
	 * @param mixed  $check    Short-circuit value (passed on).
	 * @param int    $post_id  The post.
	 * @param string $meta_key The meta key.
	 * @return mixed
	 */
	public static function remember( $check, $post_id, $meta_key ) {
		if ( ArticleFields::JOURNAL === $meta_key && null === $check ) {
			self::$previous[ (int) $post_id ] = (int) get_post_meta( (int) $post_id, ArticleFields::JOURNAL, true );
		}
		return $check;
	}

	/**
	 * `added_post_meta` / `updated_post_meta` / `deleted_post_meta`: the article's journal changed,
	 * so it carries the new journal's tag and no longer the previous one's.
	 *
	 * @param int    $meta_id  Meta id (unused).
	 * @param int    $post_id  The post.
	 * @param string $meta_key The meta key.
	 */
	public static function on_meta( $meta_id, $post_id, $meta_key ): void {
		unset( $meta_id );
		if ( ArticleFields::JOURNAL !== $meta_key || 'post' !== get_post_type( (int) $post_id ) ) {
			return;
		}
		$post_id  = (int) $post_id;
		$previous = self::$previous[ $post_id ] ?? 0;
		unset( self::$previous[ $post_id ] );
		$current = (int) get_post_meta( $post_id, ArticleFields::JOURNAL, true );
		if ( $previous > 0 && $previous !== $current ) {
			$old = get_post( $previous );
			$tag = $old instanceof WP_Post ? JournalTag::of( $old ) : null;
			if ( $tag ) {
				wp_remove_object_terms( $post_id, $tag->term_id, 'post_tag' );
			}
		}
		self::attach( $post_id );
	}

	/**
	 * Gives an article the tag of its chosen journal (made when missing), keeping its other tags.
	 *
	 * @param int $post_id The article.
	 * @return \WP_Term|null The journal's tag, or null when the article has no published journal.
	 */
	public static function attach( int $post_id ): ?\WP_Term {
		$chosen  = (int) get_post_meta( $post_id, ArticleFields::JOURNAL, true );
		$journal = $chosen > 0 ? get_post( $chosen ) : null;
		$tag     = $journal instanceof WP_Post ? JournalTag::ensure( $journal ) : null;
		if ( $tag && ! has_term( $tag->term_id, 'post_tag', $post_id ) ) {
			wp_set_post_terms( $post_id, array( $tag->term_id ), 'post_tag', true );
		}
		return $tag;
	}

	/**
	 * `rest_after_insert_post`: the chosen journal's tag stays on the article even when the same
	 * save set the tags without it.
	 *
	 * @param mixed $post The article.
	 */
	public static function after_rest_insert( $post ): void {
		if ( $post instanceof WP_Post ) {
			self::attach( $post->ID );
		}
	}

	/**
	 * `rest_prepare_post`: in the editor (context edit), an article tagged with a journal's tag before
	 * the choice existed shows that journal as its 所属期刊.
	 *
	 * @param mixed           $response The answer.
	 * @param mixed           $post     The article.
	 * @param WP_REST_Request $request  The request.
	 * @phpstan-param WP_REST_Request<array<string, mixed>> $request
	 * @return mixed
	 */
	public static function in_rest( $response, $post, $request ) {
		if ( ! $response instanceof WP_REST_Response || ! $post instanceof WP_Post || 'edit' !== $request['context'] ) {
			return $response;
		}
		$data = $response->get_data();
		if ( ! is_array( $data ) || ! isset( $data['meta'] ) || ! is_array( $data['meta'] ) || ! empty( $data['meta'][ ArticleFields::JOURNAL ] ) ) {
			return $response;
		}
		$journal = self::journal( $post->ID );
		if ( $journal ) {
			$data['meta'][ ArticleFields::JOURNAL ] = $journal->ID;
			$response->set_data( $data );
		}
		return $response;
	}
}
