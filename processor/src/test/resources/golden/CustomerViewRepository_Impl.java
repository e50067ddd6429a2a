package com.acme;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.repository.RepositoryFactory;
import io.dynaforge.repository.SimpleItemCollectionRepository;
import javax.annotation.processing.Generated;

/**
 * The {@link CustomerViewRepository} of the item collection {@link CustomerView}: each finder is one Query, folded by
 * {@link CustomerView_Mapper}.
 */
@Generated("io.dynaforge.processor.DynaforgeProcessor")
public final class CustomerViewRepository_Impl extends SimpleItemCollectionRepository<CustomerView> implements CustomerViewRepository {
    public CustomerViewRepository_Impl(DynamoDbOperations operations) {
        super(operations, CustomerView_Mapper.INSTANCE, "CustomerViewRepository");
    }

    /**
     * Creates {@link CustomerViewRepository_Impl}: listed in {@code META-INF/services/io.dynaforge.repository.RepositoryFactory} so that Spring registers the
     * repository without scanning the classpath or using reflection.
     */
    public static final class Factory implements RepositoryFactory<CustomerViewRepository> {
        @Override
        public Class<CustomerViewRepository> repositoryInterface() {
            return CustomerViewRepository.class;
        }

        @Override
        public Class<CustomerViewRepository_Impl> implementationClass() {
            return CustomerViewRepository_Impl.class;
        }

        @Override
        public CustomerViewRepository create(DynamoDbOperations operations) {
            return new CustomerViewRepository_Impl(operations);
        }
    }
}
