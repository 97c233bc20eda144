<?php
/**
 * What an article's page asks the plugin.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\View;

use Mvc\Core\Api;
use Mvc\Core\Content\Article as ArticleFields;
use Mvc\Core\Content\CardData;
use Mvc\Core\Content\Citation;
use Mvc\Core\Content\DeadlineCalendar;
use Mvc\Core\Content\PostFields;
use Mvc\Core\Content\PostViews;
use Mvc\Core\Content\Recommendations;
use Mvc\Core\Data\Reads;
use Mvc\Core\Follows\FollowRequests;
use Mvc\Core\Member\Collections;
use Mvc\Core\Member\Likes;
use Mvc\Core\Member\Role;
use WP_Post;

/**
 * The article (single.php and its parts): its fields, the special issue's deadline, the reactions
 * row and the citation, as plain arrays the templates print.
 */
final class Article {

	/**
	 * The page's fields; a password-protected article shows none until the password is given.
	 *
	 * @param WP_Post $post Article.
	 * @return array{pdf: string, original: string, journal: string, journal_logo: string, read_whole: array{title: string, url: string}|null, references: list<array{title: string, url: string}>, cfp: array{link: string, deadline: string, title_cn: string, title_en: string}|null}
	 */
	public static function fields( WP_Post $post ): array {
		return post_password_required( $post ) ? ArticleFields::none() : ArticleFields::fields( $post );
	}

	/**
	 * The special issue's deadline and what the reader may do with it. `days` is null when the
	 * site cannot read a deadline; following and the calendar end with the deadline. `confirmed`:
	 * the confirmation link led here (a display flag, no action).
	 *
	 * @param WP_Post $post     Article (a call for papers).
	 * @param string  $deadline Its deadline (Y-m-d, or '').
	 * @return array{days: int|null, deadline_label: string, followable: bool, confirmed: bool, calendar: string, follow_action: string}
	 */
	public static function deadline( WP_Post $post, string $deadline ): array {
		$days = '' === $deadline ? null : ArticleFields::days_left( $deadline );
		return array(
			'days'           => $days,
			'deadline_label' => '' === $deadline ? '' : PostFields::chinese_day( $deadline ),
			'followable'     => null === $days || $days >= 0,
			'confirmed'      => isset( $_GET[ FollowRequests::FOLLOWED_ARG ] ), // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a display flag after the confirm redirect.
			'calendar'       => null !== $days && $days >= 0 && DeadlineCalendar::sends( $post ) ? add_query_arg( DeadlineCalendar::ARG, '1', (string) get_permalink( $post ) ) : '',
			'follow_action'  => FollowRequests::form_action(),
		);
	}

	/**
	 * The view beacon's address (the most-read list counts what it hears).
	 */
	public static function view_beacon_url(): string {
		return Api::url( '/daily-blog/view' );
	}

	/**
	 * The like / favourite / share island's props: the counts as the server knows them (null when
	 * the database did not give them: drawn blank, not 0), and for a member whether they liked or
	 * favourited it.
	 *
	 * @param int $post_id Article.
	 * @return array{postId: int, url: string, title: string, likes: int|null, favorites: int|null, liked: bool, favorited: bool, summary: string, image: string}
	 */
	public static function reactions( int $post_id ): array {
		$post   = get_post( $post_id );
		$member = Role::is_member() ? get_current_user_id() : 0;
		$counts = Reads::checked(
			static fn(): array => Reads::reaction_counts( $post_id )
		);
		$counts = is_wp_error( $counts ) ? array( null, null ) : $counts;
		return array(
			'postId'    => $post_id,
			'url'       => (string) wp_get_canonical_url( $post_id ),
			'title'     => self::plain_title( $post_id ),
			'likes'     => $counts[0],
			'favorites' => $counts[1],
			'liked'     => $member > 0 && ( new Likes() )->has( $member, $post_id ),
			'favorited' => $member > 0 && ( new Collections() )->has( $member, $post_id ),
			'summary'   => $post instanceof WP_Post ? CardData::summary( $post, 120 ) : '',
			'image'     => (string) get_the_post_thumbnail_url( $post_id, 'medium' ),
		);
	}

	/**
	 * A post's title as plain text (no tags, entities decoded), as islands and share cards want it.
	 *
	 * @param int|WP_Post $post Post.
	 */
	public static function plain_title( $post ): string {
		return CardData::plain_text( get_the_title( $post ) );
	}

	/**
	 * "Cite this article": the GB/T 7714 text and the download addresses, or null when the article
	 * cites no paper (or hides it behind a password).
	 *
	 * @param WP_Post $post Article.
	 * @return array{text: string, ris: string, bibtex: string}|null
	 */
	public static function citation( WP_Post $post ): ?array {
		$paper = post_password_required( $post ) ? null : Citation::paper( $post );
		if ( null === $paper ) {
			return null;
		}
		$url = Api::url( '/citation/' . $post->ID );
		return array(
			'text'   => Citation::gbt( $paper ),
			'ris'    => add_query_arg( 'format', 'ris', $url ),
			'bibtex' => add_query_arg( 'format', 'bibtex', $url ),
		);
	}

	/**
	 * The scholar meta tags of the paper an article cites (Highwire `citation_*`), name => content
	 * pairs in order; none when it cites no paper.
	 *
	 * @param WP_Post $post Article.
	 * @return list<array{0: string, 1: string}>
	 */
	public static function citation_meta( WP_Post $post ): array {
		$paper = Citation::paper( $post );
		return null === $paper ? array() : Citation::meta_tags( $paper );
	}

	/**
	 * The most read published articles of the last days, most read first.
	 *
	 * @return list<int> Post ids.
	 */
	public static function most_read(): array {
		return PostViews::most_read();
	}

	/**
	 * 推荐阅读: the article's related articles, all of them first (key 0), then by its tags.
	 *
	 * @param WP_Post $post A published article.
	 * @return array<int, list<array{id: int, title: string, link: string, date: string, cover: string, linkTarget: string}>>
	 */
	public static function recommendations( WP_Post $post ): array {
		return Recommendations::lists( $post );
	}
}
