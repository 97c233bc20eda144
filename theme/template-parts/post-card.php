<?php
/**
 * An article in a list, used inside the loop. One card for every list; the list says which parts
 * it shows (public-site spec, section 2):
 * - news (default): cover, title, Chinese date, excerpt
 * - grid: cover, title, date (research news)
 * - industry: cover, title, date, excerpt, read more; new tab
 * - cfp: cover, title, excerpt, the follow button of a call for papers, read more; new tab
 * - tag: cover, title, date, tag labels
 * - search: first category's name, title, date, the text around the keyword (marked), read more;
 *   new tab
 * - compact: title and date (home sections)
 *
 * @package Mvc
 *
 * @var array{variant?: string, heading?: string} $args
 */

use Mvc\Core\View\Post;
use Mvc\Theme\Content\Snippet;
use Mvc\Theme\Setup;

$mvc_variants = array(
	'news'     => array( 'cover', 'date', 'excerpt' ),
	'grid'     => array( 'cover', 'date' ),
	'industry' => array( 'cover', 'date', 'excerpt', 'more', 'new_tab' ),
	'cfp'      => array( 'cover', 'excerpt', 'follow', 'more', 'new_tab' ),
	'tag'      => array( 'cover', 'date', 'tags' ),
	'search'   => array( 'category', 'date', 'snippet', 'more', 'new_tab' ),
	'compact'  => array( 'date' ),
);
$mvc_variant  = isset( $args['variant'], $mvc_variants[ $args['variant'] ] ) ? $args['variant'] : 'news';
/**
 * The parts the variant shows, as keys.
 *
 * @var array<string, int> $mvc_parts
 */
$mvc_parts   = array_flip( $mvc_variants[ $mvc_variant ] );
$mvc_heading = in_array( $args['heading'] ?? '', array( 'h2', 'h3' ), true ) ? $args['heading'] : 'h2';
$mvc_post    = get_post();
if ( ! $mvc_post ) {
	return;
}
$mvc_target = Post::link_target( $mvc_post, isset( $mvc_parts['new_tab'] ) );
$mvc_attrs  = '_blank' === $mvc_target ? ' target="_blank" rel="noopener"' : '';
$mvc_link   = (string) get_permalink( $mvc_post );
?>
<article <?php post_class( 'mvc-card mvc-card--' . $mvc_variant, $mvc_post ); ?>>
	<?php if ( isset( $mvc_parts['cover'] ) ) : ?>
		<a class="mvc-card__cover" href="<?php echo esc_url( $mvc_link ); ?>" tabindex="-1" aria-hidden="true"<?php echo $mvc_attrs; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- constant markup. ?>>
			<?php
			if ( has_post_thumbnail( $mvc_post ) ) {
				// WordPress decides lazy loading: the first images of a list are loaded eagerly.
				echo get_the_post_thumbnail( $mvc_post, Setup::IMAGE_CARD );
			}
			?>
		</a>
	<?php endif; ?>
	<div class="mvc-card__body">
		<?php if ( isset( $mvc_parts['category'] ) ) : ?>
			<span class="mvc-card__category"><?php echo esc_html( Post::first_category( $mvc_post ) ); ?></span>
		<?php endif; ?>
		<<?php echo esc_html( $mvc_heading ); ?> class="mvc-card__title"><a href="<?php echo esc_url( $mvc_link ); ?>"<?php echo $mvc_attrs; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- constant markup. ?>><?php echo 'search' === $mvc_variant && class_exists( Post::class ) ? Post::highlight( get_the_title( $mvc_post ), get_search_query( false ) ) : esc_html( get_the_title( $mvc_post ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.Security.EscapeOutput.UnsafeSearchQuery -- Post::highlight() escapes the title and the search; only its <mark> is markup. ?></a></<?php echo esc_html( $mvc_heading ); ?>>
		<?php if ( isset( $mvc_parts['date'] ) ) : ?>
			<time class="mvc-card__date" datetime="<?php echo esc_attr( (string) get_the_date( 'c', $mvc_post ) ); ?>"><?php echo esc_html( Post::chinese_date( $mvc_post ) ); ?></time>
		<?php endif; ?>
		<?php if ( isset( $mvc_parts['snippet'] ) ) : ?>
			<p class="mvc-card__excerpt mvc-card__snippet"><?php echo Snippet::around( has_excerpt( $mvc_post ) ? $mvc_post->post_excerpt . ' ' . $mvc_post->post_content : $mvc_post->post_content, get_search_query( false ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.Security.EscapeOutput.UnsafeSearchQuery -- escaped by Snippet (the query too), only its <mark> is markup. ?></p>
		<?php endif; ?>
		<?php if ( isset( $mvc_parts['excerpt'] ) ) : ?>
			<p class="mvc-card__excerpt"><?php echo esc_html( wp_strip_all_tags( get_the_excerpt( $mvc_post ) ) ); ?></p>
		<?php endif; ?>
		<?php
		if ( isset( $mvc_parts['tags'] ) ) :
			$mvc_tags = get_the_terms( $mvc_post, 'post_tag' );
			if ( is_array( $mvc_tags ) && $mvc_tags ) :
				?>
				<ul class="mvc-card__tags">
					<?php foreach ( $mvc_tags as $mvc_tag ) : ?>
						<li><a class="mvc-chip" href="<?php echo esc_url( (string) get_term_link( $mvc_tag ) ); ?>">#<?php echo esc_html( $mvc_tag->name ); ?></a></li>
					<?php endforeach; ?>
				</ul>
				<?php
			endif;
		endif;
		?>
		<?php if ( isset( $mvc_parts['more'] ) || isset( $mvc_parts['follow'] ) ) : ?>
			<div class="mvc-card__actions">
				<?php
				if ( isset( $mvc_parts['follow'] ) && Post::open_for_follows( $mvc_post->ID ) ) {
					get_template_part( 'template-parts/follow-button', null, array( 'post' => $mvc_post ) );
				}
				?>
				<?php if ( isset( $mvc_parts['more'] ) ) : ?>
					<a class="mvc-card__more" href="<?php echo esc_url( $mvc_link ); ?>"<?php echo $mvc_attrs; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- constant markup. ?>>
						<?php esc_html_e( 'Read more', 'mvc' ); ?><span class="screen-reader-text">: <?php echo esc_html( get_the_title( $mvc_post ) ); ?></span>
					</a>
				<?php endif; ?>
			</div>
		<?php endif; ?>
	</div>
</article>
