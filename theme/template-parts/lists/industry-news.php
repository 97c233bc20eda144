<?php
/**
 * /industry-news: one tab per configured tag group. Every tab's first page is in the HTML; the
 * runtime picks the tab from the hash (#tab1 by default) and switches tabs on the client. Without
 * JavaScript the tabs and pages are links: /industry-news/page/{n}/?tab={k}#tab{k} renders tab k
 * at page n (the main query), the other tabs at their first page.
 *
 * @package Mvc
 *
 * @var array{term: WP_Term} $args
 */

use Mvc\Theme\Assets\Assets;
use Mvc\Theme\Content\Fragments;
use Mvc\Theme\Content\ListTabs;
use Mvc\Theme\Content\Lists;
use Mvc\Theme\Content\Pager;

$mvc_term     = $args['term'];
$mvc_tabs     = ListTabs::industry_tabs();
$mvc_selected = ListTabs::industry_tab( (int) get_query_var( Lists::TAB_ARG ) );
Assets::behaviours( 'tabs' );
?>
<div class="mvc-industry-news">
	<?php
	get_template_part(
		'template-parts/title-banner',
		null,
		array(
			'title'    => $mvc_term->name,
			'subtitle' => $mvc_term->description,
		)
	);
	?>
	<div class="mvc-container mvc-hash-tabs mvc-has-side" data-mvc-hash-tabs>
		<div class="mvc-tabs mvc-tabs--buttons" role="tablist" aria-label="<?php esc_attr_e( 'Industry news sections', 'mvc' ); ?>">
			<?php foreach ( $mvc_tabs as $mvc_tab ) : ?>
				<?php $mvc_is = $mvc_tab['number'] === $mvc_selected; ?>
				<a class="mvc-tabs__tab<?php echo $mvc_is ? ' is-current' : ''; ?>" role="tab" id="mvc-tab-<?php echo esc_attr( (string) $mvc_tab['number'] ); ?>" data-tab="<?php echo esc_attr( (string) $mvc_tab['number'] ); ?>" aria-controls="mvc-tabpanel-<?php echo esc_attr( (string) $mvc_tab['number'] ); ?>" aria-selected="<?php echo $mvc_is ? 'true' : 'false'; ?>" href="<?php echo esc_url( ListTabs::industry_link( $mvc_tab['number'] ) ); ?>"><?php echo esc_html( $mvc_tab['label'] ); ?></a>
			<?php endforeach; ?>
		</div>
		<?php
		// The selected tab's page is the main query. The other tabs show their first page, the same
		// for every reader until the content changes: drawn once and kept (Fragments), not queried
		// tab by tab on every request.
		$mvc_panel = static function ( array $mvc_tab, bool $mvc_is ): void {
			$mvc_number = $mvc_tab['number'];
			?>
			<section class="mvc-hash-tabs__panel" role="tabpanel" id="mvc-tabpanel-<?php echo esc_attr( (string) $mvc_number ); ?>" aria-labelledby="mvc-tab-<?php echo esc_attr( (string) $mvc_number ); ?>" data-tab="<?php echo esc_attr( (string) $mvc_number ); ?>"<?php echo $mvc_is ? '' : ' hidden'; ?>>
				<?php
				get_template_part(
					'template-parts/post-list',
					null,
					array(
						'query'   => $mvc_is ? $GLOBALS['wp_query'] : ListTabs::industry_query( $mvc_tab['tags'] ),
						'variant' => 'industry',
						'current' => $mvc_is ? Pager::current() : 1,
						'link'    => static fn( int $page ): string => ListTabs::industry_link( $mvc_number, $page ),
						'empty'   => __( 'Nothing here yet', 'mvc' ),
					)
				);
				?>
			</section>
			<?php
		};
		$mvc_run = array();
		foreach ( $mvc_tabs as $mvc_tab ) {
			$mvc_is = $mvc_tab['number'] === $mvc_selected;
			if ( $mvc_is ) {
				$mvc_run[] = array( true, array( $mvc_tab ) );
			} elseif ( $mvc_run && false === $mvc_run[ count( $mvc_run ) - 1 ][0] ) {
				$mvc_run[ count( $mvc_run ) - 1 ][1][] = $mvc_tab;
			} else {
				$mvc_run[] = array( false, array( $mvc_tab ) );
			}
		}
		foreach ( $mvc_run as $mvc_index => $mvc_part ) {
			if ( $mvc_part[0] ) {
				$mvc_panel( $mvc_part[1][0], true );
				continue;
			}
			Fragments::print(
				'industry-tabs-' . $mvc_selected . '-' . $mvc_index,
				array(
					__FILE__,
					dirname( __DIR__ ) . '/post-list.php',
					dirname( __DIR__ ) . '/post-card.php',
					dirname( __DIR__ ) . '/pager.php',
				),
				static function () use ( $mvc_part, $mvc_panel ): void {
					foreach ( $mvc_part[1] as $mvc_tab ) {
						$mvc_panel( $mvc_tab, false );
					}
				}
			);
		}
		?>
		<?php get_template_part( 'template-parts/most-read' ); ?>
	</div>
</div>
