<?php
/**
 * The minisite's special-issues tab. With call_for_papers: the calls for papers (up to 6 cards and
 * the link to /call-for-papers/) and beside them the first 3 past special issues, with the link to
 * the journal's tag page when there are more than 3. Without: up to 9 past special issues alone,
 * with that link when there are more than 9.
 *
 * @package Mvc
 *
 * @var array{view: array<string, mixed>, lists: array<string, mixed>, tag: WP_Term|null} $args
 */

use Mvc\Core\View\Site;

$mvc_lists    = $args['lists'];
$mvc_calls    = $args['view']['calls'];
$mvc_tag_link = $args['tag'] instanceof WP_Term ? (string) get_term_link( $args['tag'] ) : '';
?>
<div class="mvc-minisite__columns<?php echo $mvc_calls ? ' mvc-minisite__columns--calls' : ''; ?>">
	<?php if ( $mvc_calls ) : ?>
		<div class="mvc-minisite__block mvc-minisite__calls">
			<div class="mvc-minisite__block-head">
				<h3 class="mvc-minisite__block-title"><?php esc_html_e( 'Call for papers', 'mvc' ); ?></h3>
				<a class="mvc-section__more" href="<?php echo esc_url( (string) get_category_link( Site::id( 'category_call_for_papers' ) ) ); ?>"><?php esc_html_e( 'See more', 'mvc' ); ?></a>
			</div>
			<?php if ( $mvc_lists['calls'] ) : ?>
				<ul class="mvc-minisite-cards">
					<?php
					foreach ( $mvc_lists['calls'] as $mvc_post ) {
						get_template_part( 'template-parts/journals/card', null, array( 'post' => $mvc_post ) );
					}
					?>
				</ul>
			<?php else : ?>
				<p class="mvc-empty"><?php esc_html_e( 'Nothing here yet', 'mvc' ); ?></p>
			<?php endif; ?>
		</div>
	<?php endif; ?>
	<div class="mvc-minisite__block mvc-minisite__past">
		<div class="mvc-minisite__block-head">
			<?php if ( $mvc_calls ) : ?>
				<h3 class="mvc-minisite__block-title"><?php esc_html_e( 'Past special issues', 'mvc' ); ?></h3>
			<?php endif; ?>
			<?php if ( $mvc_lists['past_more'] && '' !== $mvc_tag_link ) : ?>
				<a class="mvc-section__more" href="<?php echo esc_url( $mvc_tag_link ); ?>"><?php esc_html_e( 'See more', 'mvc' ); ?></a>
			<?php endif; ?>
		</div>
		<?php if ( $mvc_lists['past'] ) : ?>
			<ul class="mvc-minisite-cards<?php echo $mvc_calls ? ' mvc-minisite-cards--side' : ''; ?>">
				<?php
				foreach ( $mvc_lists['past'] as $mvc_post ) {
					get_template_part( 'template-parts/journals/card', null, array( 'post' => $mvc_post ) );
				}
				?>
			</ul>
		<?php else : ?>
			<p class="mvc-empty"><?php esc_html_e( 'Nothing here yet', 'mvc' ); ?></p>
		<?php endif; ?>
	</div>
</div>
