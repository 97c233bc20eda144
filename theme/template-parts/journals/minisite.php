<?php
/**
 * The whole minisite of one journal: the `Periodical` JSON-LD, the banner carousel, the header
 * box and the four tabs. Without JavaScript the tabs read as sections one after another, each
 * with its heading, behind a list of links to them; the behaviour `minisite-tabs`
 * (src/runtime/behaviours/minisite-tabs.ts) makes them accessible tabs, the first selected.
 *
 * @package Mvc
 *
 * @var array{journal: WP_Post} $args
 */

use Mvc\Core\View\Minisite;
use Mvc\Core\View\MinisiteLists;
use Mvc\Theme\Assets\Assets;

$mvc_journal = $args['journal'];
if ( post_password_required( $mvc_journal ) ) {
	?>
	<div class="mvc-container mvc-minisite">
		<h1 class="mvc-minisite__name"><?php echo esc_html( get_the_title( $mvc_journal ) ); ?></h1>
		<?php echo get_the_password_form( $mvc_journal ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's form. ?>
	</div>
	<?php
	return;
}
$mvc_fields = Minisite::fields( $mvc_journal->ID );
$mvc_view   = Minisite::view( $mvc_journal, $mvc_fields );
$mvc_tag    = MinisiteLists::tag( $mvc_journal );
$mvc_lists  = MinisiteLists::lists( $mvc_tag, $mvc_view['calls'] );
$mvc_parts  = array(
	'view'    => $mvc_view,
	'lists'   => $mvc_lists,
	'journal' => $mvc_journal,
	'tag'     => $mvc_tag,
);
$mvc_tabs   = array(
	'news'     => __( 'Recent news', 'mvc' ),
	'issues'   => $mvc_view['calls'] ? _x( 'Call for papers', 'journal minisite tab', 'mvc' ) : __( 'Past special issues', 'mvc' ),
	'articles' => __( 'Article news', 'mvc' ),
	'faq'      => __( 'FAQ', 'mvc' ),
);
// The tabs and the questions' accordion.
Assets::behaviours( 'journal' );
echo Minisite::json_ld_script( $mvc_journal, $mvc_fields ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with <, >, & and quotes escaped.
?>
<div class="mvc-minisite">
	<?php get_template_part( 'template-parts/journals/banner', null, $mvc_parts ); ?>
	<div class="mvc-container">
		<?php get_template_part( 'template-parts/journals/masthead', null, $mvc_parts ); ?>
		<div class="mvc-minisite__tabs" data-mvc-minisite-tabs>
			<nav class="mvc-minisite__toc" aria-label="<?php esc_attr_e( 'Journal sections', 'mvc' ); ?>">
				<ul class="mvc-minisite__tablist">
					<?php foreach ( $mvc_tabs as $mvc_key => $mvc_label ) : ?>
						<li class="mvc-minisite__tabitem">
							<a class="mvc-minisite__tab" id="mvc-minisite-tab-<?php echo esc_attr( $mvc_key ); ?>" href="#mvc-minisite-<?php echo esc_attr( $mvc_key ); ?>"><?php echo esc_html( $mvc_label ); ?></a>
						</li>
					<?php endforeach; ?>
				</ul>
			</nav>
			<?php foreach ( $mvc_tabs as $mvc_key => $mvc_label ) : ?>
				<section class="mvc-minisite__panel mvc-minisite__panel--<?php echo esc_attr( $mvc_key ); ?>" id="mvc-minisite-<?php echo esc_attr( $mvc_key ); ?>" aria-labelledby="mvc-minisite-<?php echo esc_attr( $mvc_key ); ?>-title">
					<h2 class="mvc-minisite__panel-title" id="mvc-minisite-<?php echo esc_attr( $mvc_key ); ?>-title"><?php echo esc_html( $mvc_label ); ?></h2>
					<?php get_template_part( 'template-parts/journals/tab-' . $mvc_key, null, $mvc_parts ); ?>
				</section>
			<?php endforeach; ?>
		</div>
	</div>
</div>
