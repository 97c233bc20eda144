<?php
/**
 * A journal's minisite (/journals/{slug}): what its template draws.
 *
 * @package Mvc
 */

namespace Mvc\Theme\Content;

use Mvc\Core\Content\JournalFields;
use Mvc\Core\Content\PostFields;
use Mvc\Core\Security\Client;
use Mvc\Core\Settings;
use Mvc\Core\Submissions\Submissions;
use Mvc\Theme\Module;
use Mvc\Theme\PluginGuard;
use WP_Post;
use WP_Query;
use WP_Term;

/**
 * The minisite of public-site.md section 2 ("Journal minisite"), drawn whole by the server
 * (single-journal.php and template-parts/journals/): the banner carousel (carousel_1, carousel_2),
 * the header box with the logo by type and the three links, and the four tabs, every tab's content
 * in the HTML. The journal's fields come from the plugin (`JournalFields::get()`, ACF's shape);
 * the lists come from the journal's own tag (the tag whose slug is the journal's slug):
 *
 * - recent news (近期动态): the 4 newest industry news with the journal's tag, or, when it has
 *   none, the 4 newest industry news (the section links to /industry-news);
 * - calls for papers: the 6 newest of the call-for-papers category with the tag;
 * - past special issues: the tag AND the past-special-issues category, 3 beside the calls or 9
 *   alone, with the tag page's link when there are more;
 * - research news: the 6 newest of the research-news category with the tag.
 *
 * Each list is one query without counting (one more post than shown tells whether there are
 * more) with its posts' terms primed (their addresses name their category), and the covers of all
 * of them are primed at once. A visitor without JavaScript posts the
 * FAQ question form to the page itself (take_faq_post()).
 */
final class Minisite implements Module {

	public const EDITORS = 4;

	public const LATEST_ARTICLES = 5;

	public const FAQS = 7;

	public const RECENT_NEWS = 4;

	public const CALLS = 6;

	public const PAST_BESIDE_CALLS = 3;

	public const PAST_ALONE = 9;

	public const RESEARCH_NEWS = 6;

	public const SLIDES = 2;

	/**
	 * The indexing badges, in the spec's order (a badge is active when ERs lists it).
	 */
	public const BADGES = array( 'SCIE', 'ESCI', 'PubMed', 'EI', 'Scopus', 'DOAJ', 'Google Scholar' );

	/**
	 * The value of journal_templete_type that makes a journal open access.
	 */
	public const OA_TYPE = 'OA Journal';

	/**
	 * The logos by type, files of theme/assets/images/.
	 */
	public const LOGOS = array(
		'oa'      => 'journal-oa.svg',
		'owned'   => 'journal-publisher.svg',
		'generic' => 'journal-owned.svg',
	);

	/**
	 * The FAQ form's field marking a page post (no JavaScript) as a question.
	 */
	public const FAQ_FIELD = 'mvc_faq';

	/**
	 * The query argument of the page shown after a question sent without JavaScript.
	 */
	public const FAQ_SENT_ARG = 'faq';

	/**
	 * The FAQ description's length limit (spec section 9).
	 */
	public const DESCRIPTION_MAX = 500;

	/**
	 * The answer of this request's question post: the message and what was typed.
	 *
	 * @var array{message: string, name: string, email: string, description: string}|null
	 */
	private static ?array $faq_outcome = null;

	/**
	 * Applies while the plugin is active: it reads the plugin's data.
	 */
	public function can_register(): bool {
		return PluginGuard::active();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'take_faq_post' ) );
	}

	/**
	 * A FAQ question posted without JavaScript: stored through the plugin's submissions (the rules,
	 * honeypot and limits of the REST route), then the page again with ?faq=sent (so a reload does
	 * not post twice), or the page with the refusal and what was typed.
	 */
	public function take_faq_post(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		if ( 'post' !== $method || ! isset( $_POST[ self::FAQ_FIELD ] ) || ! is_singular( 'journal' ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Missing -- a public form, like its REST route.
			return;
		}
		if ( Client::cross_site() ) {
			// The form carries no nonce (the minisite is cached for every reader): another site's page
			// could post this form; the REST route it mirrors refuses such calls too.
			wp_die( esc_html__( 'Requests from other sites are refused.', 'mvc' ), '', array( 'response' => 403 ) );
		}
		$journal = get_queried_object();
		if ( ! $journal instanceof WP_Post ) {
			return;
		}
		$typed = array();
		foreach ( array( 'name', 'email', 'description', 'website' ) as $key ) {
			$value         = isset( $_POST[ $key ] ) ? wp_unslash( $_POST[ $key ] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked and cleaned by the submissions service.
			$typed[ $key ] = is_string( $value ) ? $value : '';
		}
		$result = class_exists( Submissions::class )
			? Submissions::submit(
				'faq_question',
				array_merge(
					$typed,
					array(
						'postTitle' => get_the_title( $journal ),
						'postId'    => $journal->ID,
					)
				),
				Client::ip()
			)
			: new \WP_Error( 'mvc_unavailable', __( 'Sorry, your question could not be sent. Please try again later.', 'mvc' ), array( 'status' => 503 ) );
		if ( ! is_wp_error( $result ) ) {
			wp_safe_redirect( add_query_arg( self::FAQ_SENT_ARG, 'sent', (string) get_permalink( $journal ) ) . '#mvc-minisite-faq' );
			exit;
		}
		$data   = $result->get_error_data();
		$status = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400;
		status_header( $status >= 400 && $status < 600 ? $status : 400 );
		nocache_headers();
		self::$faq_outcome = array(
			'message'     => $result->get_error_message(),
			'name'        => $typed['name'],
			'email'       => $typed['email'],
			'description' => $typed['description'],
		);
	}

	/**
	 * The refusal of this request's question post, with what was typed; null when there was none.
	 *
	 * @return array{message: string, name: string, email: string, description: string}|null
	 */
	public static function faq_outcome(): ?array {
		return self::$faq_outcome;
	}

	/**
	 * Whether the page is the one shown after a question was sent without JavaScript.
	 */
	public static function faq_sent(): bool {
		return isset( $_GET[ self::FAQ_SENT_ARG ] ) && 'sent' === $_GET[ self::FAQ_SENT_ARG ]; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only shows a notice.
	}

	/**
	 * The journal's fields in ACF's shape (an empty list while the plugin has no journal fields).
	 *
	 * @param int $post_id Journal id.
	 * @return array<string, mixed>
	 */
	public static function fields( int $post_id ): array {
		return class_exists( JournalFields::class ) ? JournalFields::get( $post_id ) : array();
	}

	/**
	 * Everything the page shows of the journal's own fields, checked and typed: text trimmed,
	 * addresses http(s) only (the video https only), images as attachment ids, the fixed slots
	 * (2 slides, 4 editors, 5 latest articles, 7 questions) with the empty ones left out.
	 *
	 * @param WP_Post              $journal Journal.
	 * @param array<string, mixed> $fields  Its fields (fields()).
	 * @return array{name: string, logo: string, contribute_url: string, home_url: string, contribute_guide: string, banner: int, slides: list<array{title: string, subtitle: string, url: string, image: int}>, metrics: array<string, string>, metrics_note: string, badges: array<string, bool>, editor_team_url: string, editors: list<array{name: string, job: string, avatar: int}>, video: string, introduction: string, calls: bool, latest: list<array{title: string, download_url: string, origin_url: string}>, wol_url: string, wechat: array{id: string, url: string, qr: int}, faqs: list<array{question: string, answer: string}>}
	 */
	public static function view( WP_Post $journal, array $fields ): array {
		$name = self::text( $fields, 'journal_name' );
		$view = array(
			'name'             => '' !== $name ? $name : html_entity_decode( wp_strip_all_tags( get_the_title( $journal ) ), ENT_QUOTES, 'UTF-8' ),
			'logo'             => self::logo( $fields ),
			'contribute_url'   => self::link( $fields['contribute_url'] ?? '' ),
			'home_url'         => self::link( $fields['home_url'] ?? '' ),
			'contribute_guide' => self::link( $fields['contribute_guide'] ?? '' ),
			'banner'           => self::image_id( $fields['banner'] ?? false ),
			'slides'           => array(),
			'metrics'          => array(
				'issn'             => self::text( $fields, 'ISSN' ),
				'publication_year' => self::number( $fields['publication_year'] ?? null ),
				'cite_score'       => self::number( $fields['cite_score'] ?? null ),
				'impact_factor'    => self::number( $fields['impact_factor'] ?? null ),
				'five_year_impact' => self::number( $fields['5_years_impact_factor'] ?? null ),
				'sjr'              => self::number( $fields['SJR'] ?? null ),
				'snip'             => self::number( $fields['SNIP'] ?? null ),
			),
			'metrics_note'     => self::text( $fields, 'metrics_note' ),
			'badges'           => array(),
			'editor_team_url'  => self::link( $fields['editor_team_url'] ?? '' ),
			'editors'          => array(),
			'video'            => self::video( $fields['promote_video_url'] ?? '' ),
			'introduction'     => self::text( $fields, 'introduction' ),
			'calls'            => ! empty( $fields['call_for_papers'] ),
			'latest'           => array(),
			'wol_url'          => self::link( $fields['wol_url'] ?? '' ),
			'wechat'           => array(
				'id'  => '',
				'url' => '',
				'qr'  => 0,
			),
			'faqs'             => array(),
		);
		for ( $n = 1; $n <= self::SLIDES; $n++ ) {
			$slide = self::group( $fields, 'carousel_' . $n );
			$image = self::image_id( $slide['image'] ?? false );
			$title = self::text( $slide, 'carousel_title' );
			if ( $image > 0 || '' !== $title ) {
				$view['slides'][] = array(
					'title'    => $title,
					'subtitle' => self::text( $slide, 'carousel_sub_title' ),
					'url'      => self::link( $slide['carousel_url'] ?? '' ),
					'image'    => $image,
				);
			}
		}
		$listed = array_map( 'strval', is_array( $fields['ERs'] ?? null ) ? $fields['ERs'] : array() );
		foreach ( self::BADGES as $badge ) {
			$view['badges'][ $badge ] = in_array( $badge, $listed, true );
		}
		for ( $n = 1; $n <= self::EDITORS; $n++ ) {
			$editor = self::group( $fields, 'editor_team_' . $n );
			$name   = self::text( $editor, 'name' );
			if ( '' !== $name ) {
				$view['editors'][] = array(
					'name'   => $name,
					'job'    => self::text( $editor, 'job' ),
					'avatar' => self::image_id( $editor['avatar'] ?? false ),
				);
			}
		}
		for ( $n = 1; $n <= self::LATEST_ARTICLES; $n++ ) {
			$article = self::group( $fields, 'latest_article_' . $n );
			$title   = self::text( $article, 'title' );
			if ( '' !== $title ) {
				$view['latest'][] = array(
					'title'        => $title,
					'download_url' => self::link( $article['download_url'] ?? '' ),
					'origin_url'   => self::link( $article['origin_url'] ?? '' ),
				);
			}
		}
		for ( $n = 1; $n <= self::FAQS; $n++ ) {
			$faq      = self::group( $fields, 'FAQ' . $n );
			$question = self::text( $faq, 'question' );
			if ( '' !== $question ) {
				$view['faqs'][] = array(
					'question' => $question,
					'answer'   => self::text( $faq, 'answer' ),
				);
			}
		}
		$wechat         = self::group( $fields, 'wechat_official_account' );
		$view['wechat'] = array(
			'id'  => self::text( $wechat, 'id' ),
			'url' => self::link( $wechat['url'] ?? '' ),
			'qr'  => self::image_id( $wechat['qr'] ?? false ),
		);
		return $view;
	}

	/**
	 * The logo by type: 'oa' when journal_templete_type is OA Journal, else 'owned' when
	 * owned_by_gdch is set, else 'generic' (keys of LOGOS).
	 *
	 * @param array<string, mixed> $fields The journal's fields.
	 */
	public static function logo( array $fields ): string {
		if ( self::OA_TYPE === ( $fields['journal_templete_type'] ?? '' ) ) {
			return 'oa';
		}
		return ! empty( $fields['owned_by_gdch'] ) ? 'owned' : 'generic';
	}

	/**
	 * The logo's address and its text alternative.
	 *
	 * @param string $logo A key of LOGOS.
	 * @return array{src: string, alt: string}
	 */
	public static function logo_image( string $logo ): array {
		$alts = array(
			'oa'      => __( 'Open access journal', 'mvc' ),
			'owned'   => __( 'Publisher-owned journal', 'mvc' ),
			'generic' => __( 'Owned journal', 'mvc' ),
		);
		$logo = isset( self::LOGOS[ $logo ] ) ? $logo : 'generic';
		return array(
			'src' => get_template_directory_uri() . '/assets/images/' . self::LOGOS[ $logo ],
			'alt' => $alts[ $logo ],
		);
	}

	/**
	 * The journal's own tag: the tag whose slug is the journal's slug.
	 *
	 * @param WP_Post $journal Journal.
	 */
	public static function tag( WP_Post $journal ): ?WP_Term {
		if ( '' === $journal->post_name ) {
			return null;
		}
		$term = get_term_by( 'slug', $journal->post_name, 'post_tag' );
		return $term instanceof WP_Term ? $term : null;
	}

	/**
	 * The minisite's lists of articles (see the class comment), with the covers of all of them
	 * primed in one go.
	 *
	 * @param WP_Term|null $tag   The journal's tag (no tag: only the recent news' fallback).
	 * @param bool         $calls Whether the journal has calls for papers (call_for_papers).
	 * @return array{news: list<WP_Post>, calls: list<WP_Post>, past: list<WP_Post>, past_more: bool, research: list<WP_Post>}
	 */
	public static function lists( ?WP_Term $tag, bool $calls ): array {
		$ids = array(
			'news'     => Settings::id( 'category_industry_news' ),
			'calls'    => Settings::id( 'category_call_for_papers' ),
			'past'     => Settings::id( 'category_past_special_issues' ),
			'research' => Settings::id( 'category_research_news' ),
		);
		// The four categories in one query; the lists then name them by term_taxonomy_id, which
		// spares WP_Query two term queries per list.
		_prime_term_caches( array_values( array_filter( $ids ) ), false );
		$categories = array();
		foreach ( $ids as $list => $id ) {
			$term                = $id > 0 ? get_term( $id, 'category' ) : null;
			$categories[ $list ] = $term instanceof WP_Term ? $term : null;
		}
		$lists = array(
			'news'      => array(),
			'calls'     => array(),
			'past'      => array(),
			'past_more' => false,
			'research'  => array(),
		);
		if ( $tag ) {
			$lists['news'] = self::posts( $categories['news'], $tag, self::RECENT_NEWS );
			if ( $calls ) {
				$lists['calls'] = self::posts( $categories['calls'], $tag, self::CALLS );
			}
			$shown              = $calls ? self::PAST_BESIDE_CALLS : self::PAST_ALONE;
			$past               = self::posts( $categories['past'], $tag, $shown + 1 );
			$lists['past']      = array_slice( $past, 0, $shown );
			$lists['past_more'] = count( $past ) > $shown;
			$lists['research']  = self::posts( $categories['research'], $tag, self::RESEARCH_NEWS );
		}
		if ( ! $lists['news'] ) {
			$lists['news'] = self::posts( $categories['news'], null, self::RECENT_NEWS );
		}
		$all        = new WP_Query();
		$all->posts = array_merge( $lists['news'], $lists['calls'], $lists['past'], $lists['research'] );
		update_post_thumbnail_cache( $all );
		return $lists;
	}

	/**
	 * The newest published articles of a category (not its sub-categories, as the spec's calls
	 * ask for `categories={id}`), with a tag when one is given.
	 *
	 * @param WP_Term|null $category Category (none: no articles).
	 * @param WP_Term|null $tag      Tag, or null for any.
	 * @param int          $count    How many.
	 * @return list<WP_Post>
	 */
	private static function posts( ?WP_Term $category, ?WP_Term $tag, int $count ): array {
		if ( ! $category ) {
			return array();
		}
		$terms = array( $category );
		if ( $tag ) {
			$terms[] = $tag;
		}
		$tax_query = array( 'relation' => 'AND' );
		foreach ( $terms as $term ) {
			$tax_query[] = array(
				'taxonomy'         => $term->taxonomy,
				'field'            => 'term_taxonomy_id',
				'terms'            => array( $term->term_taxonomy_id ),
				'include_children' => false,
			);
		}
		$query = new WP_Query(
			array(
				'post_type'           => 'post',
				'post_status'         => 'publish',
				'tax_query'           => $tax_query, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- a category and a tag.
				'posts_per_page'      => $count, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- at most 10.
				'ignore_sticky_posts' => true,
				'no_found_rows'       => true,
			)
		);
		return array_values( array_filter( $query->posts, static fn( $post ): bool => $post instanceof WP_Post ) );
	}

	/**
	 * An article of a list, for its card: title, address, where it opens, Chinese date, cover.
	 *
	 * @param WP_Post $post Article.
	 * @return array{title: string, url: string, target: string, date: string, datetime: string}
	 */
	public static function card( WP_Post $post ): array {
		return array(
			'title'    => html_entity_decode( wp_strip_all_tags( get_the_title( $post ) ), ENT_QUOTES, 'UTF-8' ),
			'url'      => (string) get_permalink( $post ),
			'target'   => PostFields::link_target( $post ),
			'date'     => PostFields::chinese_date( $post ),
			'datetime' => (string) get_the_date( 'c', $post ),
		);
	}

	/**
	 * The `Periodical` structured data of the journal: name, ISSN, publisher (the site), address,
	 * and sameAs (the journal's home and its online library, where set).
	 *
	 * @param WP_Post              $journal Journal.
	 * @param array<string, mixed> $fields  Its fields.
	 * @return array<string, mixed>
	 */
	public static function json_ld( WP_Post $journal, array $fields ): array {
		$view = self::view( $journal, $fields );
		$data = array(
			'@context'  => 'https://schema.org',
			'@type'     => 'Periodical',
			'name'      => $view['name'],
			'url'       => (string) get_permalink( $journal ),
			'publisher' => array(
				'@type' => 'Organization',
				'name'  => html_entity_decode( get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' ),
			),
		);
		if ( '' !== $view['metrics']['issn'] ) {
			$data['issn'] = $view['metrics']['issn'];
		}
		$cover = (string) get_the_post_thumbnail_url( $journal, 'large' );
		if ( '' !== $cover ) {
			$data['image'] = $cover;
		}
		$same = array_values( array_filter( array( $view['home_url'], $view['wol_url'] ) ) );
		if ( $same ) {
			$data['sameAs'] = $same;
		}
		return $data;
	}

	/**
	 * The JSON-LD script of the journal (valid JSON whatever the fields hold: `<`, `>` and `&`
	 * are escaped, so no text can close the script).
	 *
	 * @param WP_Post              $journal Journal.
	 * @param array<string, mixed> $fields  Its fields.
	 */
	public static function json_ld_script( WP_Post $journal, array $fields ): string {
		return '<script type="application/ld+json">' . wp_json_encode( self::json_ld( $journal, $fields ), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ) . "</script>\n";
	}

	/**
	 * The promo video's address: https only (an http frame would be blocked as mixed content, any
	 * other scheme is refused); '' otherwise.
	 *
	 * @param mixed $value Raw value.
	 */
	public static function video( $value ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$url = esc_url_raw( trim( $value ), array( 'https' ) );
		return str_starts_with( $url, 'https://' ) ? $url : '';
	}

	/**
	 * Whether a video address is a file a `<video>` element plays (rather than a player page).
	 *
	 * @param string $url Video address.
	 */
	public static function is_video_file( string $url ): bool {
		$path = (string) wp_parse_url( $url, PHP_URL_PATH );
		return (bool) preg_match( '/\.(mp4|webm|ogv|m4v)$/i', $path );
	}

	/**
	 * An http(s) address, or ''.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function link( $value ): string {
		return is_string( $value ) ? esc_url_raw( trim( $value ), array( 'http', 'https' ) ) : '';
	}

	/**
	 * A text field, trimmed ('' when missing or not text).
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param string               $key    Key.
	 */
	private static function text( array $fields, string $key ): string {
		$value = $fields[ $key ] ?? '';
		return is_string( $value ) || is_int( $value ) || is_float( $value ) ? trim( (string) $value ) : '';
	}

	/**
	 * A number as shown ('' when missing): integers as they are, others as given.
	 *
	 * @param mixed $value Raw value (int, float, numeric string or null).
	 */
	private static function number( $value ): string {
		if ( is_int( $value ) || is_float( $value ) ) {
			return (string) $value;
		}
		return is_string( $value ) && is_numeric( trim( $value ) ) ? trim( $value ) : '';
	}

	/**
	 * A group field: ACF's object (an empty list when missing).
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @param string               $group  Group name.
	 * @return array<string, mixed>
	 */
	private static function group( array $fields, string $group ): array {
		$value = $fields[ $group ] ?? null;
		return is_array( $value ) ? $value : array();
	}

	/**
	 * The attachment id of an ACF image (its array, or an id); 0 when empty.
	 *
	 * @param mixed $image ACF image array, id, or false.
	 */
	private static function image_id( $image ): int {
		if ( is_array( $image ) ) {
			return (int) ( $image['ID'] ?? $image['id'] ?? 0 );
		}
		return is_numeric( $image ) ? (int) $image : 0;
	}
}
